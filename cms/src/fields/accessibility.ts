import type { Field, GroupField } from 'payload'

import {
  ACCESSIBILITY_FEATURES,
  type AccessibilityData,
  type AccessibilityKind,
  FEATURES_BY_KIND,
  isAccessible,
  ROUTE_GRADIENTS,
  ROUTE_SURFACES,
} from '@anapa/shared/accessibility/features'
import { selectOptions } from '@/catalogue/options'

/**
 * «Доступная среда» (docs/decisions/0055-accessibility-as-data.md): what an entry offers people
 * on wheelchairs, with poor sight or hearing, in the vocabulary of @anapa/shared/accessibility.
 * `accessible` is the shared rule's answer, worked out on every save, so the contract's
 * `accessible=true` filter is one indexed column and the rule keeps one home.
 */
/** Each collection's table, which names its table of features. */
const TABLES: Record<AccessibilityKind, string> = {
  beach: 'beaches',
  place: 'places',
  infrastructure: 'infrastructure_objects',
  route: 'walking_routes',
}

export function accessibilityField(kind: AccessibilityKind): GroupField {
  const allowed = new Set<string>(FEATURES_BY_KIND[kind])
  const features: Field = {
    name: 'features',
    // PostgreSQL cuts names at 63 characters, and the versions table of infrastructure-objects with
    // `accessibility_features` and an index suffix is longer; the name is the table's own, whole.
    dbName: `${TABLES[kind]}_a11y_features`,
    // PostgreSQL's enum type would otherwise take the table's name, which a table cannot share.
    enumName: `enum_${TABLES[kind]}_a11y_features`,
    type: 'select',
    label: 'Что есть',
    hasMany: true,
    options: selectOptions(ACCESSIBILITY_FEATURES.filter((f) => allowed.has(f.value))),
    admin: { description: 'Отмечайте только то, что проверено на месте.' },
  }
  const route: Field[] =
    kind === 'route'
      ? [
          {
            type: 'row',
            fields: [
              {
                name: 'surface',
                type: 'select',
                label: 'Покрытие маршрута',
                options: selectOptions(ROUTE_SURFACES),
                admin: { description: 'Преобладающее покрытие на всём пути.' },
              },
              {
                name: 'gradient',
                type: 'select',
                label: 'Уклон',
                options: selectOptions(ROUTE_GRADIENTS),
                admin: { description: 'По самому крутому участку.' },
              },
            ],
          },
        ]
      : []
  return {
    name: 'accessibility',
    type: 'group',
    label: 'Доступная среда',
    admin: {
      description:
        kind === 'route'
          ? 'Маршрут считается доступным, если покрытие не песок и не грунт, а уклон не крутой.'
          : kind === 'beach'
            ? 'Пляж считается доступным, если есть вход без ступенек, пандус, дорожка к воде или плавательная коляска.'
            : 'Объект считается доступным, если есть вход без ступенек или пандус.',
    },
    fields: [
      features,
      ...route,
      {
        name: 'note',
        type: 'textarea',
        label: 'Примечание о доступности',
        maxLength: 500,
        admin: { description: 'Например: «Пандус со стороны ул. Набережной, коляску выдают на спасательной станции».' },
      },
      {
        name: 'accessible',
        type: 'checkbox',
        label: 'Доступная среда',
        defaultValue: false,
        index: true,
        admin: {
          readOnly: true,
          description: 'Ставится само по отмеченному выше; по нему работает фильтр «Доступная среда».',
        },
        hooks: {
          beforeChange: [
            // A save may carry only part of the group (an API PATCH): the rest is as it was.
            ({ siblingData, previousSiblingDoc }) =>
              isAccessible(kind, { ...previousSiblingDoc, ...siblingData } as AccessibilityData),
          ],
        },
      },
    ],
  }
}

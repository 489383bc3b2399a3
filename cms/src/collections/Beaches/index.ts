import type { CollectionConfig } from 'payload'

import { BEACH_AMENITIES, BEACH_SURFACES, selectOptions } from '@/catalogue/options'
import {
  addressField,
  commonContentFields,
  locationField,
  seoField,
  sortField,
  titleField,
  workingHoursField,
} from '@/fields/catalogue'
import { accessibilityField } from '@/fields/accessibility'
import type { Beach } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { withSearchIndex } from '@/search/sync'
import { catalogueCollection } from '@/collections/catalogue'
import { relationId } from '@/collections/relations'

/** Beaches with their surface, amenities and today's conditions. Addressed by id (docs/spec.md#2-screens-and-routes). */
export const Beaches: CollectionConfig = catalogueCollection({
  slug: 'beaches',
  labels: { singular: 'Пляж', plural: 'Пляжи' },
  group: 'Каталог',
  defaultColumns: ['title', 'group', 'surface'],
  hooks: withSearchIndex(
    'beaches',
    siteRevalidation<Beach>('beaches', (doc) => {
      const group = relationId(doc.group)
      return group === null ? { key: String(doc.id) } : { key: String(doc.id), group: String(group) }
    }),
  ),
  fields: [
    titleField(),
    {
      type: 'row',
      fields: [
        { name: 'group', type: 'relationship', relationTo: 'beach-groups', label: 'Группа', index: true },
        {
          name: 'surface',
          type: 'select',
          label: 'Покрытие',
          required: true,
          defaultValue: 'sand',
          options: selectOptions(BEACH_SURFACES),
        },
        { name: 'lengthMeters', type: 'number', label: 'Длина, м', min: 1 },
      ],
    },
    { name: 'amenities', type: 'select', label: 'Удобства', hasMany: true, options: selectOptions(BEACH_AMENITIES) },
    {
      // The desk's current word on bathing (collections/BeachConditions), read with the beach so every
      // answer that carries a beach carries its conditions. Set in «Пляжи сегодня», never here.
      name: 'conditions',
      type: 'join',
      collection: 'beach-conditions',
      on: 'beach',
      label: 'Обстановка',
      defaultLimit: 1,
      maxDepth: 1,
      admin: { allowCreate: false, description: 'Меняется в разделе «Пляжи сегодня» → «Обстановка на пляжах».' },
    },
    {
      // The marine model's values for the beach (collections/BeachMarine, docs/decisions/0043-marine-feed.md),
      // which its conditions carry with their forecast hours.
      name: 'marine',
      type: 'join',
      collection: 'beach-marine',
      on: 'beach',
      label: 'Данные модели',
      defaultLimit: 1,
      maxDepth: 1,
      admin: { allowCreate: false, description: 'Обновляются сами раз в час.' },
    },
    addressField(),
    workingHoursField(),
    accessibilityField('beach'),
    ...commonContentFields(),
    locationField(),
    seoField(),
    sortField(),
  ],
})

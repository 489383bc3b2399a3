import type { CollectionConfig } from 'payload'

import { BEACH_AMENITIES, BEACH_STATES, BEACH_SURFACES, selectOptions } from '@/catalogue/options'
import {
  addressField,
  commonContentFields,
  locationField,
  seoField,
  sortField,
  titleField,
  workingHoursField,
} from '@/fields/catalogue'
import type { Beach } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { withSearchIndex } from '@/search/sync'
import { catalogueCollection, relationId } from '@/collections/catalogue'

/** Beaches with their surface, amenities and today's status. Addressed by id (docs/spec.md#2-screens-and-routes). */
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
      name: 'status',
      type: 'group',
      label: 'Состояние',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'state',
              type: 'select',
              label: 'Сейчас',
              required: true,
              defaultValue: 'open',
              options: selectOptions(BEACH_STATES),
            },
            {
              name: 'since',
              type: 'date',
              label: 'С даты',
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' } },
            },
          ],
        },
        { name: 'note', type: 'text', label: 'Пояснение', admin: { placeholder: 'Например: шторм, по данным МЧС' } },
      ],
    },
    addressField(),
    workingHoursField(),
    ...commonContentFields(),
    locationField(),
    seoField(),
    sortField(),
  ],
})

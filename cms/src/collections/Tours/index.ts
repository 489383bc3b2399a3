import type { CollectionConfig } from 'payload'

import { selectOptions, TOUR_KINDS, TOUR_TAGS } from '@/catalogue/options'
import {
  addressField,
  commonContentFields,
  locationField,
  phoneField,
  priceFromField,
  seoField,
  sortField,
  titleField,
} from '@/fields/catalogue'
import { slugField } from '@/fields/slug'
import type { Tour } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { withSearchIndex } from '@/search/sync'
import { catalogueCollection } from '@/collections/catalogue'
import { mirrorKindInTags } from './hooks/kindTag'

/** Excursions and tours (one collection: the list, the route and the tags are shared). */
export const Tours: CollectionConfig = catalogueCollection({
  slug: 'tours',
  labels: { singular: 'Экскурсия или тур', plural: 'Экскурсии и туры' },
  group: 'Каталог',
  defaultColumns: ['title', 'kind', 'group'],
  hooks: {
    beforeChange: [mirrorKindInTags],
    ...withSearchIndex(
      'tours',
      siteRevalidation<Tour>('tours', (doc) => ({ key: doc.slug, filterValues: doc.tags ?? [] })),
    ),
  },
  fields: [
    titleField(),
    {
      type: 'row',
      fields: [
        // /v1/tours/groups and the site's group page answer these paths before any tour could.
        slugField({ reserved: ['groups', 'ekskursii-i-tury-group'] }),
        {
          name: 'kind',
          type: 'select',
          label: 'Вид',
          required: true,
          defaultValue: 'excursion',
          options: selectOptions(TOUR_KINDS),
        },
        { name: 'group', type: 'relationship', relationTo: 'tour-groups', label: 'Группа', index: true },
      ],
    },
    {
      name: 'tags',
      type: 'select',
      label: 'Теги',
      hasMany: true,
      index: true,
      options: selectOptions(TOUR_TAGS),
    },
    {
      type: 'row',
      fields: [
        { name: 'durationMinutes', type: 'number', label: 'Продолжительность, мин', min: 1 },
        priceFromField(),
        { name: 'groupSize', type: 'number', label: 'Человек в группе, до', min: 1 },
      ],
    },
    {
      type: 'row',
      fields: [{ name: 'organizer', type: 'text', label: 'Организатор' }, phoneField()],
    },
    { ...addressField(), label: 'Место сбора' } as ReturnType<typeof addressField>,
    ...commonContentFields(),
    locationField(),
    seoField(),
    sortField(),
  ],
})

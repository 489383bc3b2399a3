import type { CollectionConfig } from 'payload'

import { PLACE_CATEGORIES, selectOptions } from '@/catalogue/options'
import {
  addressField,
  commonContentFields,
  locationField,
  phoneField,
  priceFromField,
  seoField,
  sortField,
  titleField,
  websiteField,
  workingHoursField,
} from '@/fields/catalogue'
import { accessibilityField } from '@/fields/accessibility'
import type { Place } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { withSearchIndex } from '@/search/sync'
import { catalogueCollection } from '@/collections/catalogue'

/** Interesting places: sights, museums, parks, viewpoints. Addressed by id (docs/spec.md#2-screens-and-routes). */
export const Places: CollectionConfig = catalogueCollection({
  slug: 'places',
  labels: { singular: 'Интересное место', plural: 'Интересные места' },
  group: 'Каталог',
  defaultColumns: ['title', 'category', 'address'],
  hooks: withSearchIndex(
    'places',
    siteRevalidation<Place>('places', (doc) => ({ key: String(doc.id), filterValues: [doc.category] })),
  ),
  fields: [
    titleField(),
    {
      name: 'category',
      type: 'select',
      label: 'Категория',
      required: true,
      index: true,
      options: selectOptions(PLACE_CATEGORIES),
    },
    { type: 'row', fields: [addressField(), phoneField(), websiteField()] },
    workingHoursField(),
    priceFromField('Вход, ₽'),
    accessibilityField('place'),
    ...commonContentFields(),
    locationField(),
    seoField(),
    sortField(),
  ],
})

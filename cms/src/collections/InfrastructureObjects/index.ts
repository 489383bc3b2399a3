import type { CollectionConfig } from 'payload'

import { INFRASTRUCTURE_CATEGORIES, selectOptions } from '@/catalogue/options'
import {
  addressField,
  commonContentFields,
  locationField,
  phoneField,
  seoField,
  sortField,
  titleField,
  websiteField,
  workingHoursField,
} from '@/fields/catalogue'
import { accessibilityField } from '@/fields/accessibility'
import { slugField } from '@/fields/slug'
import type { InfrastructureObject } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { withSearchIndex } from '@/search/sync'
import { catalogueCollection } from '@/collections/catalogue'

/** The city's infrastructure: clinics, pharmacies, stations, parkings, rescue posts… */
export const InfrastructureObjects: CollectionConfig = catalogueCollection({
  slug: 'infrastructure-objects',
  labels: { singular: 'Объект инфраструктуры', plural: 'Инфраструктура' },
  group: 'Каталог',
  defaultColumns: ['title', 'category', 'address'],
  hooks: withSearchIndex(
    'infrastructure-objects',
    siteRevalidation<InfrastructureObject>('infrastructure-objects', (doc) => ({
      key: doc.slug,
      filterValues: [doc.category],
    })),
  ),
  fields: [
    titleField(),
    {
      type: 'row',
      fields: [
        slugField(),
        {
          name: 'category',
          type: 'select',
          label: 'Категория',
          required: true,
          index: true,
          options: selectOptions(INFRASTRUCTURE_CATEGORIES),
        },
      ],
    },
    { type: 'row', fields: [addressField(), phoneField(), websiteField()] },
    workingHoursField(),
    ...commonContentFields(),
    accessibilityField('infrastructure'),
    locationField(),
    seoField(),
    sortField(),
  ],
})

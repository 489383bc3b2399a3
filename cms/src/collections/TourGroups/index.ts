import type { CollectionConfig } from 'payload'

import { previewField, sortField, summaryField, titleField } from '@/fields/catalogue'
import type { TourGroup } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { catalogueCollection } from '@/collections/catalogue'

/** Collections of excursions and tours ("Морские прогулки", "Винные туры"), on the group page. */
export const TourGroups: CollectionConfig = catalogueCollection({
  slug: 'tour-groups',
  labels: { singular: 'Группа экскурсий', plural: 'Группы экскурсий' },
  group: 'Каталог',
  defaultColumns: ['title', 'sort'],
  hooks: siteRevalidation<TourGroup>('tour-groups', (doc) => ({ key: String(doc.id) })),
  fields: [titleField(), summaryField(), previewField(), sortField()],
})

import type { CollectionConfig } from 'payload'

import { descriptionField, previewField, seoField, sortField, summaryField, titleField } from '@/fields/catalogue'
import type { BeachGroup } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { catalogueCollection } from '@/collections/catalogue'

/** Stretches of coast that group beaches: Центральные, Джемете, Витязево, Сукко и Утриш… */
export const BeachGroups: CollectionConfig = catalogueCollection({
  slug: 'beach-groups',
  labels: { singular: 'Группа пляжей', plural: 'Группы пляжей' },
  group: 'Каталог',
  defaultColumns: ['title', 'sort'],
  hooks: siteRevalidation<BeachGroup>('beach-groups', (doc) => ({ key: String(doc.id) })),
  fields: [titleField(), summaryField(), previewField(), descriptionField(), seoField(), sortField()],
})

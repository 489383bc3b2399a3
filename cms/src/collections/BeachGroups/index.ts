import type { CollectionConfig } from 'payload'

import { beachGroupPath, SECTIONS } from '../../catalogue/sections'
import { descriptionField, previewField, seoField, sortField, summaryField, titleField } from '../../fields/catalogue'
import type { BeachGroup } from '../../payload-types'
import { catalogueRevalidation } from '../../revalidation/catalogueHooks'
import { catalogueCollection } from '../catalogue'

/** Stretches of coast that group beaches: Центральные, Джемете, Витязево, Сукко и Утриш… */
export const BeachGroups: CollectionConfig = catalogueCollection({
  slug: 'beach-groups',
  labels: { singular: 'Группа пляжей', plural: 'Группы пляжей' },
  group: 'Каталог',
  defaultColumns: ['title', 'sort'],
  hooks: catalogueRevalidation<BeachGroup>('beach-groups', SECTIONS.beachGroups, (doc) => ({
    key: String(doc.id),
    filterValues: [],
    embeddedIn: [beachGroupPath(doc.id)],
  })),
  fields: [titleField(), summaryField(), previewField(), descriptionField(), seoField(), sortField()],
})

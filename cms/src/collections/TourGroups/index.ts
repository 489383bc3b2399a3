import type { CollectionConfig } from 'payload'

import { SECTIONS, TOUR_GROUPS_PATH } from '../../catalogue/sections'
import { previewField, sortField, summaryField, titleField } from '../../fields/catalogue'
import type { TourGroup } from '../../payload-types'
import { catalogueRevalidation } from '../../revalidation/catalogueHooks'
import { catalogueCollection } from '../catalogue'

/** Collections of excursions and tours ("Морские прогулки", "Винные туры"), on the group page. */
export const TourGroups: CollectionConfig = catalogueCollection({
  slug: 'tour-groups',
  labels: { singular: 'Группа экскурсий', plural: 'Группы экскурсий' },
  group: 'Каталог',
  defaultColumns: ['title', 'sort'],
  hooks: catalogueRevalidation<TourGroup>('tour-groups', SECTIONS.tourGroups, (doc) => ({
    key: String(doc.id),
    filterValues: [],
    embeddedIn: [TOUR_GROUPS_PATH],
  })),
  fields: [titleField(), summaryField(), previewField(), sortField()],
})

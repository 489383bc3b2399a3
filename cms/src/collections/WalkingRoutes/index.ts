import type { CollectionConfig } from 'payload'

import { ROUTE_DIFFICULTIES, selectOptions } from '@/catalogue/options'
import { addressField, commonContentFields, seoField, sortField, titleField } from '@/fields/catalogue'
import { accessibilityField } from '@/fields/accessibility'
import type { WalkingRoute } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { withSearchIndex } from '@/search/sync'
import { catalogueCollection } from '@/collections/catalogue'

/**
 * Walking routes: distance, duration and the track drawn on the map. Addressed by id
 * (docs/spec.md#2-screens-and-routes).
 */
export const WalkingRoutes: CollectionConfig = catalogueCollection({
  slug: 'walking-routes',
  labels: { singular: 'Пеший маршрут', plural: 'Пешие маршруты' },
  group: 'Каталог',
  defaultColumns: ['title', 'distanceMeters', 'durationMinutes'],
  hooks: withSearchIndex(
    'walking-routes',
    siteRevalidation<WalkingRoute>('walking-routes', (doc) => ({ key: String(doc.id) })),
  ),
  fields: [
    titleField(),
    {
      type: 'row',
      fields: [
        { name: 'distanceMeters', type: 'number', label: 'Длина, м', required: true, min: 1 },
        { name: 'durationMinutes', type: 'number', label: 'Время в пути, мин', required: true, min: 1 },
        {
          name: 'difficulty',
          type: 'select',
          label: 'Сложность',
          defaultValue: 'easy',
          options: selectOptions(ROUTE_DIFFICULTIES),
        },
      ],
    },
    accessibilityField('route'),
    { ...addressField(), name: 'start', label: 'Начало маршрута' } as ReturnType<typeof addressField>,
    ...commonContentFields(),
    {
      name: 'track',
      type: 'array',
      label: 'Трек (точки по порядку)',
      labels: { singular: 'Точка', plural: 'Точки' },
      minRows: 2,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', label: 'Широта', required: true, min: -90, max: 90 },
            { name: 'lon', type: 'number', label: 'Долгота', required: true, min: -180, max: 180 },
          ],
        },
      ],
    },
    seoField(),
    sortField(),
  ],
})

import type { CollectionConfig } from 'payload'

import { addressField, locationField, sortField, summaryField, titleField } from '@/fields/catalogue'
import type { Camera } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { withSearchIndex } from '@/search/sync'
import { catalogueCollection } from '@/collections/catalogue'

/** Online cameras: an HLS stream and the poster shown until it plays (or when it cannot). */
export const Cameras: CollectionConfig = catalogueCollection({
  slug: 'cameras',
  labels: { singular: 'Онлайн-камера', plural: 'Онлайн-камеры' },
  group: 'Каталог',
  defaultColumns: ['title', 'address'],
  hooks: withSearchIndex(
    'cameras',
    siteRevalidation<Camera>('cameras', (doc) => ({ key: String(doc.id) })),
  ),
  fields: [
    titleField(),
    summaryField(),
    {
      name: 'streamUrl',
      type: 'text',
      label: 'Поток HLS (.m3u8)',
      validate: (value: string | null | undefined) =>
        !value || /^https?:\/\/\S+\.m3u8(\?\S*)?$/.test(value) || 'Нужна ссылка на поток .m3u8',
    },
    { name: 'poster', type: 'upload', relationTo: 'media', label: 'Постер', required: true },
    addressField(),
    locationField(),
    sortField(),
  ],
})

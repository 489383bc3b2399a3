import type { CollectionConfig } from 'payload'
import path from 'node:path'

import { anyone, isEditor } from '@/access'
import { env } from '@/env'
import { markSearchIndexStale } from '@/search/store'
import { afterCommit } from '@/database/afterCommit'

/** Public pictures of the catalogue and the journal. Resident scans never live here. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Изображение', plural: 'Изображения' },
  admin: { group: 'Контент', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: path.resolve(env.mediaDir),
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    // Width and height are stored, so the site reserves the space and the layout never shifts.
    imageSizes: [{ name: 'card', width: 640, height: 400, position: 'centre' }],
  },
  // Search results show pictures from memory (src/search/store.ts): a changed one is reloaded, once
  // committed (a reload started before the commit would read the old row and count as fresh).
  hooks: {
    afterChange: [({ req }) => afterCommit(req, 'reloading search pictures', markSearchIndexStale)],
    afterDelete: [({ req }) => afterCommit(req, 'reloading search pictures', markSearchIndexStale)],
  },
  fields: [{ name: 'alt', type: 'text', label: 'Описание изображения', required: true }],
}

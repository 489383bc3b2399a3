import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from '@/access'

/**
 * Rate-limit counters (residents/rateLimit.ts), in the database so several CMS instances agree.
 * Keys are built only from a normalised phone or a client IP. Editors may delete hits to lift a
 * limit early; hits older than a day are pruned as new ones arrive.
 */
export const RateLimitHits: CollectionConfig = {
  slug: 'rate-limit-hits',
  labels: { singular: 'Обращение (лимит)', plural: 'Лимиты обращений' },
  admin: { group: 'Служебное', useAsTitle: 'key', defaultColumns: ['key', 'at'] },
  // Service records, never edited at length in the admin: no document locks (and no lock columns).
  lockDocuments: false,
  access: { read: isEditor, delete: isEditor, create: nobody, update: nobody },
  // `at` is the only time that matters; the usual timestamps would double the row for nothing.
  timestamps: false,
  defaultSort: '-at',
  // The limiter asks "hits of this key since then"; pruning asks "hits before then".
  indexes: [{ fields: ['key', 'at'] }],
  fields: [
    { name: 'key', type: 'text', label: 'Ключ', required: true },
    {
      name: 'at',
      type: 'date',
      label: 'Время',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

import type { Payload } from 'payload'

import { seedContext } from '@/seed/context'
import { CATEGORIES } from '@/seed/data/categories'
import type { Counts } from '@/seed/report'
import type { CategorySlug } from '@/seed/types'

/**
 * Creates the journal categories that are missing, matched by slug. Existing ones are kept as
 * they are: editors may have renamed or re-sorted them, and a restart must not undo that.
 */
export async function ensureCategories(payload: Payload, counts: Counts): Promise<Map<CategorySlug, number>> {
  const ids = new Map<CategorySlug, number>()
  for (const category of CATEGORIES) {
    const found = await payload.find({
      collection: 'magazine-categories',
      where: { slug: { equals: category.slug } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    const existing = found.docs[0]
    if (existing) {
      counts.existing++
      ids.set(category.slug, existing.id)
      continue
    }
    const created = await payload.create({ collection: 'magazine-categories', data: category, context: seedContext() })
    counts.created++
    ids.set(category.slug, created.id)
  }
  return ids
}

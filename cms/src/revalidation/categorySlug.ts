import type { Payload } from 'payload'

import type { MagazineCategory } from '@/payload-types'

/** Hooks see relationships either populated or as bare ids, depending on the caller's depth. */
export async function categorySlugOf(
  payload: Payload,
  category: number | MagazineCategory | null | undefined,
): Promise<string | null> {
  if (category == null) return null
  if (typeof category === 'object') return category.slug
  const found = await payload.findByID({
    collection: 'magazine-categories',
    id: category,
    depth: 0,
    disableErrors: true,
  })
  return found?.slug ?? null
}

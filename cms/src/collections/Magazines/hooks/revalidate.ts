import type { Magazine } from '@/payload-types'
import { categorySlugOf } from '@/revalidation/categorySlug'
import { siteRevalidation } from '@/revalidation/hooks'

/** An article's keys: its slug, its type (the URL's first segment) and its category's slug. */
const hooks = siteRevalidation<Magazine>('magazines', async (doc, payload) => {
  if (!doc.slug || !doc.type) return null
  const category = await categorySlugOf(payload, doc.category)
  return { key: doc.slug, type: doc.type, filterValues: category ? [category] : [] }
})

export const revalidateMagazine = { afterChange: hooks.afterChange[0]!, afterDelete: hooks.afterDelete[0]! }

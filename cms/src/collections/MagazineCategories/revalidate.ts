import type { MagazineCategory } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'

/** A renamed or re-sorted category changes the journal's chips and its own list, under both slugs. */
const hooks = siteRevalidation<MagazineCategory>('magazine-categories', (doc) => (doc.slug ? { key: doc.slug } : null))

export const revalidateMagazineCategory = {
  afterChange: hooks.afterChange[0]!,
  afterDelete: hooks.afterDelete[0]!,
}

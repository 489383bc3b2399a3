import type { Payload } from 'payload'

import type { JournalCounts } from './paths'

/** Published article counts, so the hooks know how many list pages a change shifts. */
export async function journalCounts(payload: Payload): Promise<JournalCounts> {
  const published = { _status: { equals: 'published' } } as const
  const [all, categories] = await Promise.all([
    payload.count({ collection: 'magazines', where: published }),
    payload.find({ collection: 'magazine-categories', limit: 100, pagination: false, depth: 0 }),
  ])
  const byCategory: Record<string, number> = {}
  await Promise.all(
    categories.docs.map(async (category) => {
      const { totalDocs } = await payload.count({
        collection: 'magazines',
        where: { and: [published, { category: { equals: category.id } }] },
      })
      byCategory[category.slug] = totalDocs
    }),
  )
  return { all: all.totalDocs, byCategory }
}

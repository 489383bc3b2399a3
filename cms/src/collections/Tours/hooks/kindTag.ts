import type { CollectionBeforeChangeHook } from 'payload'

import type { Tour } from '@/payload-types'

/** The tag that names the same thing as the kind «Экскурсия». */
const EXCURSION = 'excursion'

type TourTags = NonNullable<Tour['tags']>

/**
 * A card's label is the tour's kind, while the list's «Экскурсия» chip filters by tag (once,
 * 11 cards said «Экскурсия» and the chip found 2). The excursion tag therefore mirrors the kind:
 * present exactly when the kind is «Экскурсия», whatever the editor ticked, so the chip's count and
 * the cards always agree. Partial updates keep the stored kind and tags.
 */
export function tagsWithKind(kind: Tour['kind'] | undefined, tags: TourTags): TourTags {
  const others = tags.filter((tag) => tag !== EXCURSION)
  return kind === EXCURSION ? [EXCURSION, ...others] : others
}

export const mirrorKindInTags: CollectionBeforeChangeHook<Tour> = ({ data, originalDoc }) => {
  const kind = data.kind ?? originalDoc?.kind
  const tags = data.tags ?? originalDoc?.tags ?? []
  return { ...data, tags: tagsWithKind(kind, tags) }
}

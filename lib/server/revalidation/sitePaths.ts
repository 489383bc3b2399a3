import type { DocState, SiteChange as Change } from '@anapa/shared/revalidation/siteChange'

import { ACCESSIBLE_FILTER, CATALOGUE_PAGE_SIZE, EVENT_DATE_FILTERS } from '@/lib/catalogue/constants'
import { beachGroupHref, detailHref, SECTION_PATHS } from '@/lib/catalogue/paths'
import { JOURNAL_PAGE_SIZE } from '@/lib/journal/constants'
import { articleHref, JOURNAL_PATH } from '@/lib/journal/paths'
import { listHref } from '@/lib/routing/listRoutes'

export const CHANGE_COLLECTIONS = [
  'magazines',
  'magazine-categories',
  'events',
  'tours',
  'tour-groups',
  'infrastructure-objects',
  'places',
  'walking-routes',
  'beaches',
  'beach-groups',
  'cameras',
] as const

export type { DocState }

export type ChangeCollection = (typeof CHANGE_COLLECTIONS)[number]

/** A change to a collection the site shows (the CMS's message, typed in packages/shared). */
export type SiteChange = Change<ChangeCollection>

/**
 * A list page family: the list itself, or one filter value of it, and either of them under
 * «Доступная среда» on the lists that take it beside their filter (lib/routing/listRoutes.ts).
 */
export type ListRef = { collection: ChangeCollection; base: string; filter: string | null; accessible?: boolean }

/** Published items in each list after the change, keyed by `listKey`. */
export type ListCounts = ReadonlyMap<string, number>

/** Pages every content change can touch: home teasers, the map and the sitemap. */
export const SITE_WIDE_PATHS = ['/', '/karta', '/sitemap.xml'] as const

type Section = {
  /** The public list the collection's items appear on. */
  list: string
  pageSize: number
  /**
   * Pages listed past the current end: catalogue lists take one more, so the old last page heals
   * when an item leaves; the journal revalidates exactly its pages, as it always has.
   */
  pastTheEnd: 0 | 1
  /** Filter values every item appears under whatever its fields (the afisha's dates). */
  fixedFilters?: readonly string[]
  /**
   * The list and each of its filter values have «Доступная среда» pages beside them (places,
   * infrastructure: `?category=…&sreda=dostupnaya`). Whether an item counts as accessible is the
   * CMS's stored answer, so they are re-rendered with every change rather than read back to tell.
   */
  accessibleLists?: boolean
  detail?: (doc: DocState) => string | null
  embeddedIn?: (doc: DocState) => string[]
  /** The list has a single page and nothing to count (the cameras). */
  singlePage?: boolean
}

const catalogue = (list: string, rest: Partial<Section> = {}): Section => ({
  list,
  pageSize: CATALOGUE_PAGE_SIZE,
  pastTheEnd: 1,
  ...rest,
})

/** The site's route table, per CMS collection: which pages show a document of it. */
const SECTIONS: Record<Exclude<ChangeCollection, 'magazine-categories'>, Section> = {
  magazines: {
    list: JOURNAL_PATH,
    pageSize: JOURNAL_PAGE_SIZE,
    pastTheEnd: 0,
    detail: (doc) => (doc.type ? articleHref({ type: doc.type, slug: doc.key }) : null),
  },
  events: catalogue(SECTION_PATHS.events, {
    fixedFilters: EVENT_DATE_FILTERS,
    detail: (doc) => detailHref('events', doc.key),
  }),
  tours: catalogue(SECTION_PATHS.tours, {
    detail: (doc) => detailHref('tours', doc.key),
    embeddedIn: () => [SECTION_PATHS.tourGroups],
  }),
  'tour-groups': catalogue(SECTION_PATHS.tours, { embeddedIn: () => [SECTION_PATHS.tourGroups] }),
  'infrastructure-objects': catalogue(SECTION_PATHS.infrastructure, {
    accessibleLists: true,
    detail: (doc) => detailHref('infrastructure', doc.key),
  }),
  places: catalogue(SECTION_PATHS.places, { accessibleLists: true, detail: (doc) => detailHref('places', doc.key) }),
  'walking-routes': catalogue(SECTION_PATHS.routes, {
    // «Доступная среда» is the routes' one filter, as on the beaches below.
    fixedFilters: [ACCESSIBLE_FILTER],
    detail: (doc) => detailHref('routes', doc.key),
  }),
  beaches: catalogue(SECTION_PATHS.beaches, {
    // Whether a beach counts as accessible is the CMS's stored answer; its list is re-rendered with
    // every beach change rather than read back to tell.
    fixedFilters: [ACCESSIBLE_FILTER],
    detail: (doc) => detailHref('beaches', doc.key),
    embeddedIn: (doc) => (doc.group ? [beachGroupHref(doc.group)] : []),
  }),
  'beach-groups': catalogue(SECTION_PATHS.beaches, { embeddedIn: (doc) => [beachGroupHref(doc.key)] }),
  cameras: catalogue(SECTION_PATHS.cameras, { singlePage: true }),
}

/**
 * The page of its own a document has (an article, a catalogue item), or null: what an editor's
 * draft preview opens (pages/api/preview). Groups and cameras live inside lists only.
 */
export function detailPath(collection: string, doc: Pick<DocState, 'key' | 'type'>): string | null {
  if (!CHANGE_COLLECTIONS.includes(collection as ChangeCollection) || collection === 'magazine-categories') return null
  const section = SECTIONS[collection as Exclude<ChangeCollection, 'magazine-categories'>]
  return section.detail?.({ ...doc, published: true }) ?? null
}

export const listKey = (base: string, filter: string | null, accessible = false) =>
  listHref(base, { filter, accessible })

function touched(change: SiteChange): { section: Section; states: DocState[]; filters: Set<string> } {
  // A category lists articles: its change is the journal's lists under the old and the new slug.
  if (change.collection === 'magazine-categories') {
    const slugs = [change.previous, change.current].filter((s): s is DocState => s !== null).map((s) => s.key)
    return { section: SECTIONS.magazines, states: [], filters: new Set(slugs) }
  }
  const section = SECTIONS[change.collection]
  // A draft that was never published touches nothing public.
  const states = [change.current, change.previous].filter((s): s is DocState => s !== null && s.published)
  const filters = new Set<string>()
  if (states.length > 0) {
    section.fixedFilters?.forEach((f) => filters.add(f))
    states.forEach((s) => s.filterValues?.forEach((f) => filters.add(f)))
  }
  return { section, states, filters }
}

const affectsLists = (change: SiteChange, states: DocState[]) =>
  change.collection === 'magazine-categories' || states.length > 0

/** The lists whose length the handler must ask the CMS for before `sitePaths` can page them. */
export function listsToCount(change: SiteChange): ListRef[] {
  const { section, states, filters } = touched(change)
  if (!affectsLists(change, states) || section.singlePage) return []
  const collection = change.collection === 'magazine-categories' ? 'magazines' : change.collection
  return families(section, filters).map(({ filter, accessible }) => ({
    collection,
    base: section.list,
    filter,
    ...(accessible ? { accessible } : {}),
  }))
}

/** The list, each filter value, and each of them under «Доступная среда» where the list has it. */
function families(section: Section, filters: Set<string>) {
  const plain = [null, ...filters].map((filter) => ({ filter, accessible: false }))
  return section.accessibleLists ? [...plain, ...plain.map((f) => ({ ...f, accessible: true }))] : plain
}

function listPages(section: Section, filter: string | null, counts: ListCounts, accessible = false): string[] {
  if (section.singlePage) return [section.list]
  const items = counts.get(listKey(section.list, filter, accessible)) ?? 0
  const pages = Math.max(1, Math.ceil(items / section.pageSize)) + section.pastTheEnd
  return Array.from({ length: pages }, (_, i) => listHref(section.list, { filter, page: i + 1, accessible }))
}

/**
 * The public paths a change touches: its lists (every filter value it had or has, paged by the
 * counts after the change), its detail page under the old and the new key, the pages that embed
 * it, and the site-wide pages. A category's change touches only the journal's lists.
 */
export function sitePaths(change: SiteChange, counts: ListCounts): string[] {
  const { section, states, filters } = touched(change)
  if (!affectsLists(change, states)) return []
  const paths = new Set<string>(listPages(section, null, counts))
  if (change.collection !== 'magazine-categories') SITE_WIDE_PATHS.forEach((p) => paths.add(p))
  for (const state of states) {
    const detail = section.detail?.(state)
    if (detail) paths.add(detail)
  }
  for (const { filter, accessible } of families(section, filters).slice(1)) {
    listPages(section, filter, counts, accessible).forEach((p) => paths.add(p))
  }
  for (const state of states) section.embeddedIn?.(state).forEach((p) => paths.add(p))
  return [...paths]
}

const isDocState = (value: unknown): value is DocState => {
  if (value === null || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  const token = (x: unknown) => typeof x === 'string' && /^[a-zA-Z0-9-]{1,120}$/.test(x)
  return (
    token(v.key) &&
    typeof v.published === 'boolean' &&
    (v.filterValues === undefined ||
      (Array.isArray(v.filterValues) && v.filterValues.length <= 50 && v.filterValues.every(token))) &&
    (v.type === undefined || token(v.type)) &&
    (v.group === undefined || token(v.group))
  )
}

/** The CMS's message, or null when it is not one: keys are URL-safe tokens, never paths. */
export function parseChange(body: unknown): SiteChange | null {
  if (body === null || typeof body !== 'object') return null
  const { collection, previous = null, current = null } = body as Record<string, unknown>
  if (!CHANGE_COLLECTIONS.includes(collection as ChangeCollection)) return null
  if (previous === null && current === null) return null
  if ((previous !== null && !isDocState(previous)) || (current !== null && !isDocState(current))) return null
  return { collection: collection as ChangeCollection, previous, current }
}

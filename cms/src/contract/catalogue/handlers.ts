import config from '@payload-config'
import { type CollectionSlug, getPayload, type Payload, type Where } from 'payload'

import { isSlug } from '@anapa/shared/text/slug'
import { previewEditor } from '@/preview/reader'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { parseRecordId } from '@/contract/ids'
import { intParam, MAX_PAGE } from '@/contract/query'

// The local API's document types differ per collection; the specs below are typed per section
// and the handlers only pass documents from `find` to the section's own mapper.
type Doc = Record<string, unknown> & { id: number }

export type ListSpec = {
  collection: CollectionSlug
  /** Extra conditions from the query string (filters); validation errors throw 400. */
  where?: (params: URLSearchParams, now: Date) => Where[]
  sort?: (params: URLSearchParams) => string[]
  /** Relationship depth the mapper needs: 1 for pictures and groups. */
  depth?: number
  toItem: (doc: never) => unknown
  /** Extra `meta` for the list, e.g. the filter values with their counts. */
  meta?: (payload: Payload) => Promise<Record<string, unknown>>
}

export type DetailSpec = {
  collection: CollectionSlug
  key: 'slug' | 'id'
  notFound: string
  toDetail: (doc: never, payload: Payload) => unknown | Promise<unknown>
}

/** Only what editors published reaches the contract. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }
/** The contract's default `per_page` (docs/api/openapi.yaml); clients that page differently say so. */
const DEFAULT_PER_PAGE = 12
const MAX_PER_PAGE = 100

/** GET /v1/{section}?page&per_page&…: published items, `{data, meta: {count, page, per_page}}`. */
export function listRoute(spec: ListSpec) {
  return contractRoute(async (request: Request) => {
    const params = new URL(request.url).searchParams
    const page = intParam(params, 'page', 1, MAX_PAGE)
    const perPage = intParam(params, 'per_page', DEFAULT_PER_PAGE, MAX_PER_PAGE)
    const where = [PUBLISHED, ...(spec.where?.(params, new Date()) ?? [])]
    const payload = await getPayload({ config })
    const [result, meta] = await Promise.all([
      payload.find({
        collection: spec.collection,
        where: { and: where },
        page,
        limit: perPage,
        // `id` last keeps pages stable when editors leave `sort` equal.
        sort: [...(spec.sort?.(params) ?? ['sort', 'title']), 'id'],
        depth: spec.depth ?? 1,
        overrideAccess: false,
      }),
      spec.meta?.(payload) ?? Promise.resolve({}),
    ])
    const items = (result.docs as unknown as Doc[]).map((doc) => spec.toItem(doc as never))
    return ok(items, { count: result.totalDocs, page, per_page: perPage, ...meta })
  })
}

/** A positive integer id as a path or query value, or null: malformed ids never reach the database. */
export const parseId = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? parseRecordId(raw) : null)

const parseKey = (key: DetailSpec['key'], raw: string): string | number | null => {
  if (key === 'slug') return isSlug(raw) ? raw : null
  return parseId(raw)
}

/**
 * GET /v1/{section}/{slug|id}: the published item, or 404 for unknown, malformed and unpublished keys.
 * With an editor's preview token (preview/reader.ts) it is the item's latest draft, read
 * as that editor; anyone else never sees a draft.
 */
export function detailRoute(spec: DetailSpec) {
  return contractRoute(async (request: Request, { params }: { params: Promise<Record<string, string>> }) => {
    const raw = Object.values(await params)[0] ?? ''
    const value = parseKey(spec.key, raw)
    if (value === null) throw new ContractError(404, spec.notFound)
    const payload = await getPayload({ config })
    const editor = await previewEditor(request, payload)
    const byKey: Where = { [spec.key]: { equals: value } }
    const result = await payload.find({
      collection: spec.collection,
      where: editor ? byKey : { and: [PUBLISHED, byKey] },
      draft: editor !== null,
      limit: 1,
      depth: 1,
      user: editor ?? undefined,
      overrideAccess: false,
    })
    const doc = result.docs[0] as unknown as Doc | undefined
    if (!doc) throw new ContractError(404, spec.notFound)
    return ok(await spec.toDetail(doc as never, payload))
  })
}

/**
 * How many published items carry each value of a select field: the chips a list offers.
 * One query with only that field selected, counted here; values without items are left out.
 */
export async function valueCounts(
  payload: Payload,
  collection: CollectionSlug,
  field: string,
  options: readonly { value: string; label: string }[],
) {
  const result = await payload.find({
    collection,
    where: PUBLISHED,
    pagination: false,
    depth: 0,
    select: { [field]: true },
    overrideAccess: false,
  })
  const counts = new Map<string, number>()
  for (const doc of result.docs as unknown as Doc[]) {
    const raw = doc[field]
    const values = Array.isArray(raw) ? raw : [raw]
    for (const v of values) if (typeof v === 'string') counts.set(v, (counts.get(v) ?? 0) + 1)
  }
  return options
    .filter((o) => counts.has(o.value))
    .map((o) => ({ value: o.value, label: o.label, count: counts.get(o.value) ?? 0 }))
}

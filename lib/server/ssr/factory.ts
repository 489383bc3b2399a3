import { isSlug } from '@anapa/shared/text/slug'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import type { GetStaticPaths, GetStaticProps } from 'next'
import type { JsonLdNode } from '@/lib/seo/jsonLd'

import { createSsrClient } from '@/lib/server/gateway/ssrClient'
import type { DraftInfo } from '@/lib/pageProps'
import { serverEnv } from '@/lib/server/env'
import { draftToken } from '@/lib/server/preview/enter'
import type { ListPageProps } from '@/lib/routing/listProps'
import { ALL, isFilterParam, isIdParam, isPageParam } from '@/lib/routing/params'
import { hasGatewayErrorCode } from './gatewayErrors'
import { REVALIDATE_SECONDS } from './revalidate'
import { withoutTypenames } from './withoutTypenames'

/**
 * ISR data functions shared by every list and detail page, catalogue and journal alike
 * (docs/architecture.md#3-pages): lists served under `{internal}/{filter}/{page}` (see
 * lib/routing/listRoutes.ts) and detail pages by slug or id. A 404 always revalidates, a CMS
 * outage always throws.
 */

export const notFound = { notFound: true, revalidate: REVALIDATE_SECONDS } as const

type Variables = Record<string, unknown>

async function run<TData, TVars extends Variables>(
  query: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  previewToken: string | null = null,
) {
  const { data } = await createSsrClient({ previewToken }).query({ query, variables })
  if (!data) throw new Error('Query returned no data')
  return withoutTypenames(data)
}

/** Input the CMS refused (an unknown filter value): the page does not exist, it is not an outage. */
export const isBadInput = (error: unknown) => hasGatewayErrorCode(error, 'BAD_USER_INPUT')

/** A list page's props (declared with the views, lib/routing/listProps.ts). */
export type ListProps<TData, TParam extends string = 'filter'> = ListPageProps<TData, TParam>

type ListConfig<TData, TVars extends Variables, TParam extends string> = {
  query: TypedDocumentNode<TData, TVars>
  variables: (filter: string | null, page: number) => TVars
  pageCount: (data: TData) => number
  /** The filter's route parameter, `[filter]` unless the page file names it otherwise. */
  param?: TParam
  /** Filter values the list knows without asking (the afisha's dates); otherwise the CMS decides. */
  filters?: readonly string[]
  /** Whether the answer knows the filter value (the journal's categories); unknown values are a 404. */
  knows?: (data: TData, filter: string) => boolean
  /** Filter values whose first page is worth pre-rendering at build time. */
  prerender?: () => Promise<string[]>
  /**
   * The list's «Доступная среда» pages (lib/routing/listRoutes.ts): the props say so, for the view's
   * chips and links; `variables` asks the gateway for the accessible entries itself.
   */
  accessible?: boolean
}

export function listPages<TData, TVars extends Variables, TParam extends string = 'filter'>(
  config: ListConfig<TData, TVars, TParam>,
) {
  const param = config.param ?? 'filter'

  async function listProps(filter: string | null, page: number) {
    let data: TData
    try {
      data = await run(config.query, config.variables(filter, page))
    } catch (error) {
      if (isBadInput(error)) return notFound
      throw error
    }
    if (filter !== null && config.knows && !config.knows(data, filter)) return notFound
    if (page > config.pageCount(data)) return notFound
    const props = { data, [param]: filter, ...(config.accessible ? { accessible: true } : {}) } as ListProps<
      TData,
      TParam
    >
    return { props, revalidate: REVALIDATE_SECONDS }
  }

  const getIndexProps: GetStaticProps<ListProps<TData, TParam>> = () => listProps(null, 1)

  /** Filtered and later pages render on their first request, unless the list names some to pre-render. */
  const getListPaths: GetStaticPaths = async () => ({
    paths: (config.prerender ? await config.prerender() : []).map((filter) => ({
      params: { [param]: filter, page: '1' },
    })),
    fallback: 'blocking',
  })

  const getListProps: GetStaticProps<ListProps<TData, TParam>> = async ({ params }) => {
    const rawFilter = params?.[param]
    const rawPage = params?.page
    if (!isPageParam(rawPage) || !isFilterParam(rawFilter)) return notFound
    const filter = rawFilter === ALL ? null : rawFilter
    if (filter !== null && config.filters && !config.filters.includes(filter)) return notFound
    return listProps(filter, Number(rawPage))
  }

  return { getIndexProps, getListPaths, getListProps }
}

/**
 * What a detail route parameter holds, per docs/spec.md#2-screens-and-routes: a slug (lower-case Latin) or an id (a
 * positive integer).
 */
type KeyKind = 'slug' | 'id'

type DetailConfig<TData, TVars extends Variables, TItem, TKey extends string> = {
  query: TypedDocumentNode<TData, TVars>
  /** The route parameters and what each holds, e.g. `{ type: 'slug', slug: 'slug' }`. */
  params: Record<TKey, KeyKind>
  variables: (keys: Record<TKey, string>) => TVars
  item: (data: TData) => TItem | null | undefined
  /** Keys of the items worth pre-rendering at build time (the first list page). */
  topKeys: () => Promise<Record<TKey, string>[]>
  /** The item as schema.org data (lib/server/seo/structuredData), built here so the browser never loads the builders. */
  structuredData?: (item: TItem) => JsonLdNode
}

/** `draft` only in an editor's draft preview: the page shows the draft bar and noindex. */
export type DetailProps<TItem> = { item: TItem; structuredData: JsonLdNode | null; draft?: DraftInfo }

const validKey = (kind: KeyKind, value: unknown): value is string =>
  kind === 'slug' ? isSlug(value) : isIdParam(value)

export function detailPages<TData, TVars extends Variables, TItem, TKey extends string>(
  config: DetailConfig<TData, TVars, TItem, TKey>,
) {
  const kinds = Object.entries(config.params) as [TKey, KeyKind][]

  const getDetailPaths: GetStaticPaths = async () => ({
    paths: (await config.topKeys()).map((keys) => ({ params: keys })),
    fallback: 'blocking',
  })

  const getDetailProps: GetStaticProps<DetailProps<TItem>> = async (context) => {
    const { params } = context
    const keys = {} as Record<TKey, string>
    for (const [name, kind] of kinds) {
      const value = params?.[name]
      if (!validKey(kind, value)) return notFound
      keys[name] = value
    }
    // An editor's draft preview (lib/server/preview/enter.ts): the gateway reads the latest draft with the
    // editor's token, and Next renders it for this browser only, with no ISR entry and no-store.
    const previewToken = draftToken(context)
    const item = config.item(await run(config.query, config.variables(keys), previewToken))
    if (previewToken) {
      // The admin's origin, which alone may drive the live preview (components/preview/DraftBar).
      const draft = { cmsOrigin: new URL(serverEnv.apiBaseUrl).origin }
      return item ? { props: { item, structuredData: null, draft } } : { notFound: true }
    }
    if (!item) return notFound
    const structuredData = config.structuredData?.(item) ?? null
    return { props: { item, structuredData }, revalidate: REVALIDATE_SECONDS }
  }

  return { getDetailPaths, getDetailProps }
}

/** A page without parameters (cameras, the tour groups): its query result, revalidated. */
export function queryPage<TData>(query: TypedDocumentNode<TData, Record<string, never>>) {
  const getPageProps: GetStaticProps<{ data: TData }> = async () => ({
    props: { data: await run(query, {}) },
    revalidate: REVALIDATE_SECONDS,
  })
  return getPageProps
}

export { run as runQuery }

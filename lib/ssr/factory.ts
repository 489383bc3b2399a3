import { CombinedGraphQLErrors } from '@apollo/client/errors'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import type { GetStaticPaths, GetStaticProps } from 'next'

import { createSsrClient } from '../../apollo/ssrClient'
import { isValidSlug, REVALIDATE_SECONDS } from '../revalidate'

/**
 * ISR data functions shared by every catalogue section (ARCHITECTURE §3): lists served under
 * `{section}/spisok/{filter}/{page}` (see lib/routing/listRoutes.js) and detail pages by slug or
 * id. A 404 always revalidates, a CMS outage always throws.
 */

export const ALL = 'vse'
const MAX_PAGE = 10_000
const PAGE_PATTERN = /^[1-9]\d{0,4}$/
const ID_PATTERN = /^[1-9]\d{0,9}$/

export const notFound = { notFound: true, revalidate: REVALIDATE_SECONDS } as const

type Variables = Record<string, unknown>

async function run<TData, TVars extends Variables>(query: TypedDocumentNode<TData, TVars>, variables: TVars) {
  const { data } = await createSsrClient().query({ query, variables })
  if (!data) throw new Error('Catalogue query returned no data')
  return data
}

/** Input the CMS refused (an unknown filter value): the page does not exist, it is not an outage. */
const isBadInput = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT')

export type ListProps<TData> = { data: TData; filter: string | null }

type ListConfig<TData, TVars extends Variables> = {
  query: TypedDocumentNode<TData, TVars>
  variables: (filter: string | null, page: number) => TVars
  pageCount: (data: TData) => number
  /** Filter values the list knows without asking (the afisha's dates); otherwise the CMS decides. */
  filters?: readonly string[]
}

export function catalogueList<TData, TVars extends Variables>(config: ListConfig<TData, TVars>) {
  async function listProps(filter: string | null, page: number) {
    let data: TData
    try {
      data = await run(config.query, config.variables(filter, page))
    } catch (error) {
      if (isBadInput(error)) return notFound
      throw error
    }
    if (page > config.pageCount(data)) return notFound
    return { props: { data, filter } satisfies ListProps<TData>, revalidate: REVALIDATE_SECONDS }
  }

  const getIndexProps: GetStaticProps<ListProps<TData>> = () => listProps(null, 1)

  /** Filtered and later pages render on their first request. */
  const getListPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

  const getListProps: GetStaticProps<ListProps<TData>> = async ({ params }) => {
    const rawFilter = params?.filter
    const rawPage = params?.page
    if (typeof rawPage !== 'string' || !PAGE_PATTERN.test(rawPage) || Number(rawPage) > MAX_PAGE) return notFound
    if (typeof rawFilter !== 'string' || !/^[a-zA-Z0-9-]{1,60}$/.test(rawFilter)) return notFound
    const filter = rawFilter === ALL ? null : rawFilter
    if (filter !== null && config.filters && !config.filters.includes(filter)) return notFound
    return listProps(filter, Number(rawPage))
  }

  return { getIndexProps, getListPaths, getListProps }
}

type DetailConfig<TData, TVars extends Variables, TItem> = {
  query: TypedDocumentNode<TData, TVars>
  /** The route parameter: `slug` (lower-case Latin) or `id` (a positive integer), per spec §2. */
  param: 'slug' | 'id'
  variables: (key: string) => TVars
  item: (data: TData) => TItem | null | undefined
  /** Keys of the items worth pre-rendering at build time (the first list page). */
  topKeys: () => Promise<string[]>
}

export type DetailProps<TItem> = { item: TItem }

export function catalogueDetail<TData, TVars extends Variables, TItem>(config: DetailConfig<TData, TVars, TItem>) {
  const valid = (key: unknown): key is string =>
    config.param === 'slug' ? isValidSlug(key) : typeof key === 'string' && ID_PATTERN.test(key)

  const getDetailPaths: GetStaticPaths = async () => ({
    paths: (await config.topKeys()).map((key) => ({ params: { [config.param]: key } })),
    fallback: 'blocking',
  })

  const getDetailProps: GetStaticProps<DetailProps<TItem>> = async ({ params }) => {
    const key = params?.[config.param]
    if (!valid(key)) return notFound
    const item = config.item(await run(config.query, config.variables(key)))
    if (!item) return notFound
    return { props: { item }, revalidate: REVALIDATE_SECONDS }
  }

  return { getDetailPaths, getDetailProps }
}

/** A page without parameters (cameras, the tour groups): its query result, revalidated. */
export function cataloguePage<TData>(query: TypedDocumentNode<TData, Record<string, never>>) {
  const getPageProps: GetStaticProps<{ data: TData }> = async () => ({
    props: { data: await run(query, {}) },
    revalidate: REVALIDATE_SECONDS,
  })
  return getPageProps
}

export { run as runCatalogueQuery }

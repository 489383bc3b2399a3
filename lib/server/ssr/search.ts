import type { ResultOf } from '@graphql-typed-document-node/core'
import type { GetServerSideProps } from 'next'

import { graphql } from '@/lib/__generated__/gql'
import type { SearchEntity } from '@/lib/__generated__/gql/graphql'
import { stripForbiddenText } from '@anapa/shared/text/forbiddenCharacters'
import { entityFromParam } from '@/lib/search/entities'
import { SEARCH_MAX_PAGE, SEARCH_MAX_QUERY_LENGTH } from '@/lib/search/limits'
import { runQuery } from './factory'

export const SearchRouteQuery = graphql(`
  query SearchRouteQuery($query: String!, $entity: SearchEntity, $page: Int!, $pageSize: Int!) {
    search(query: $query, entity: $entity, page: $page, pageSize: $pageSize) {
      items {
        ...SearchResultItem_result
      }
      pageInfo {
        ...Pagination_pageInfo
      }
    }
  }
`)

export const RESULTS_PAGE_SIZE = 10

type SearchPageProps = {
  text: string
  entity: SearchEntity | null
  page: number
  results: ResultOf<typeof SearchRouteQuery>['search'] | null
  failed: boolean
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/**
 * /poisk?search={text}&entity=&page= (docs/spec.md#2-screens-and-routes). Rendered per request because the query string
 * is the page; it reads no cookies, so shared caches may keep it briefly. An outage shows the page
 * with an honest message and status 503 rather than the generic error page.
 */
export const getSearchPageProps: GetServerSideProps<SearchPageProps> = async ({ query, res }) => {
  // The gateway refuses NUL and bidi controls; a link carrying them still searches.
  const text = stripForbiddenText(single(query.search)).trim().slice(0, SEARCH_MAX_QUERY_LENGTH)
  const entity = entityFromParam(query.entity)
  const rawPage = single(query.page)
  const page = /^[1-9]\d{0,3}$/.test(rawPage) ? Math.min(Number(rawPage), SEARCH_MAX_PAGE) : 1
  const base = { text, entity, page, results: null, failed: false }
  if (text === '') return { props: base }
  try {
    const data = await runQuery(SearchRouteQuery, { query: text, entity, page, pageSize: RESULTS_PAGE_SIZE })
    res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300')
    return { props: { ...base, results: data.search } }
  } catch (error) {
    console.error('[search]', error)
    res.statusCode = 503
    res.setHeader('Cache-Control', 'no-store')
    return { props: { ...base, failed: true } }
  }
}

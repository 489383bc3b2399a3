import { graphql } from '@/lib/__generated__/gql'

/**
 * Where a list page stands, as every list query selects it: Pagination links the pages from it, the
 * views title later pages and count results with it. Apart from the component so its browser bundle
 * never carries the generated document map (codegen still finds it here).
 */
export const Pagination_pageInfo = graphql(`
  fragment Pagination_pageInfo on PageInfo {
    total
    page
    pageSize
    pageCount
  }
`)

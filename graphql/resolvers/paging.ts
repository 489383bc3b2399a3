import { GraphQLError } from 'graphql'

import type { PageInfo } from '@/graphql/__generated__/resolvers-types'
import { MAX_PAGE } from '@/lib/routing/params'

/** The page numbers a site list can link to; anything else is the caller's mistake, not an outage. */
export function checkPage(page: number): number {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw new GraphQLError('Некорректный номер страницы', { extensions: { code: 'BAD_USER_INPUT' } })
  }
  return page
}

/** Every list's page carries the same PageInfo; an empty list still has one page to show. */
export const pageInfo = (total: number, page: number, pageSize: number): PageInfo => ({
  total,
  page,
  pageSize,
  pageCount: Math.max(1, Math.ceil(total / pageSize)),
})

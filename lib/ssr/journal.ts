import type { ResultOf } from '@graphql-typed-document-node/core'
import type { GetStaticPaths, GetStaticProps } from 'next'

import { graphql } from '../../graphql/__generated__/client'
import { createSsrClient } from '../apollo/ssrClient'
import { isValidSlug, REVALIDATE_SECONDS } from './revalidate'

export const JournalListRouteQuery = graphql(`
  query JournalListRouteQuery($page: Int!, $category: String) {
    journal(page: $page, category: $category) {
      items {
        ...ArticleCard_article
      }
      total
      page
      pageCount
    }
    journalCategories {
      id
      name
      slug
    }
  }
`)

export const ArticleRouteQuery = graphql(`
  query ArticleRouteQuery($type: String!, $slug: String!) {
    article(type: $type, slug: $slug) {
      ...ArticleView_article
    }
  }
`)

/** The internal segment for "all categories" in /zhurnal-kurorta/kategoriya/{category}/{page}. */
export const ALL_CATEGORIES = 'vse'
const MAX_PAGE = 10_000

export type JournalListProps = { data: ResultOf<typeof JournalListRouteQuery>; category: string | null }
export type ArticleProps = { article: NonNullable<ResultOf<typeof ArticleRouteQuery>['article']> }

const notFound = { notFound: true, revalidate: REVALIDATE_SECONDS } as const

/**
 * One journal list page. An unknown category or a page past the end is a 404 (revalidated, so it
 * heals when articles arrive); a CMS outage throws, so Next keeps serving the last good page.
 */
export async function journalListProps(category: string | null, page: number) {
  const client = createSsrClient()
  const { data } = await client.query({ query: JournalListRouteQuery, variables: { page, category } })
  if (!data) throw new Error('Journal list query returned no data')
  if (category !== null && !data.journalCategories.some((c) => c.slug === category)) return notFound
  if (page > data.journal.pageCount) return notFound
  return { props: { data, category } satisfies JournalListProps, revalidate: REVALIDATE_SECONDS }
}

export const getJournalIndexProps: GetStaticProps<JournalListProps> = () => journalListProps(null, 1)

export const getJournalListPaths: GetStaticPaths = async () => {
  const client = createSsrClient()
  const { data } = await client.query({ query: JournalListRouteQuery, variables: { page: 1, category: null } })
  const categories = data?.journalCategories ?? []
  return {
    paths: categories.map((c) => ({ params: { category: c.slug, page: '1' } })),
    fallback: 'blocking',
  }
}

export const getJournalListProps: GetStaticProps<JournalListProps> = async ({ params }) => {
  const rawCategory = params?.category
  const rawPage = params?.page
  if (typeof rawPage !== 'string' || !/^[1-9]\d{0,4}$/.test(rawPage) || Number(rawPage) > MAX_PAGE) return notFound
  if (!isValidSlug(rawCategory)) return notFound
  return journalListProps(rawCategory === ALL_CATEGORIES ? null : rawCategory, Number(rawPage))
}

/** The first page of the journal is pre-rendered at build time; the rest render on first request. */
export const getArticlePaths: GetStaticPaths = async () => {
  const client = createSsrClient()
  const { data } = await client.query({ query: JournalListRouteQuery, variables: { page: 1, category: null } })
  return {
    paths: (data?.journal.items ?? []).map((a) => ({ params: { type: a.type, slug: a.slug } })),
    fallback: 'blocking',
  }
}

export const getArticleProps: GetStaticProps<ArticleProps> = async ({ params }) => {
  const { type, slug } = params ?? {}
  if (!isValidSlug(type) || !isValidSlug(slug)) return notFound
  const client = createSsrClient()
  const { data } = await client.query({ query: ArticleRouteQuery, variables: { type, slug } })
  if (!data?.article) return notFound
  return { props: { article: data.article }, revalidate: REVALIDATE_SECONDS }
}

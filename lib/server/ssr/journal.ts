import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { articleHref } from '@/lib/journal/paths'
import { articleJsonLd } from '@/lib/server/seo/structuredData'
import { type DetailProps, detailPages, listPages, runQuery } from './factory'

export const JournalListRouteQuery = graphql(`
  query JournalListRouteQuery($page: Int!, $category: String) {
    journal(page: $page, category: $category) {
      items {
        ...ArticleCard_article
      }
      pageInfo {
        ...Pagination_pageInfo
      }
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

export type ArticleProps = DetailProps<NonNullable<ResultOf<typeof ArticleRouteQuery>['article']>>

/**
 * The journal's list pages. An unknown category or a page past the end is a 404 (revalidated, so it
 * heals when articles arrive); a CMS outage throws, so Next keeps serving the last good page.
 */
const journalList = listPages({
  query: JournalListRouteQuery,
  param: 'category',
  variables: (category, page) => ({ page, category }),
  pageCount: (data) => data.journal.pageInfo.pageCount,
  knows: (data, category) => data.journalCategories.some((c) => c.slug === category),
  prerender: async () =>
    (await runQuery(JournalListRouteQuery, { page: 1, category: null })).journalCategories.map((c) => c.slug),
})

/** The first page of the journal is pre-rendered at build time; the rest render on first request. */
const articleDetail = detailPages({
  query: ArticleRouteQuery,
  params: { type: 'slug', slug: 'slug' },
  variables: ({ type, slug }) => ({ type, slug }),
  item: (data) => data.article,
  topKeys: async () =>
    (await runQuery(JournalListRouteQuery, { page: 1, category: null })).journal.items.map(({ type, slug }) => ({
      type,
      slug,
    })),
  structuredData: (article) =>
    articleJsonLd({
      path: articleHref(article),
      headline: article.name,
      description: article.description || article.seo.description,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      cover: article.previewPicture,
      gallery: article.gallery,
      category: article.category,
    }),
})

export const {
  getIndexProps: getJournalIndexProps,
  getListPaths: getJournalListPaths,
  getListProps: getJournalListProps,
} = journalList
export const { getDetailPaths: getArticlePaths, getDetailProps: getArticleProps } = articleDetail

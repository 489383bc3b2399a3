import { GraphQLError } from 'graphql'

import { JOURNAL_PAGE_SIZE } from '@/lib/journal/constants'
import { MAX_PAGE } from '@/lib/routing/params'
import { isNotFound } from '@/graphql/datasources/errors'
import type { QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { toArticle, toArticleCard } from './journalMappers'

export const journalQueries: Pick<QueryResolvers, 'journal' | 'journalCategories' | 'article'> = {
  async journal(_parent, { page, category, type }, { api }) {
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
      throw new GraphQLError('Некорректный номер страницы', { extensions: { code: 'BAD_USER_INPUT' } })
    }
    const { data, meta } = await api.journalList({
      page,
      perPage: JOURNAL_PAGE_SIZE,
      categories: category ? [category] : [],
      type: type ?? null,
    })
    return {
      items: data.map(toArticleCard),
      total: meta.count,
      page,
      pageSize: JOURNAL_PAGE_SIZE,
      pageCount: Math.max(1, Math.ceil(meta.count / JOURNAL_PAGE_SIZE)),
    }
  },

  async journalCategories(_parent, _args, { api }) {
    const categories = await api.journalCategories()
    return categories.map((c) => ({ id: String(c.id), name: c.name, slug: c.slug }))
  },

  async article(_parent, { type, slug }, { api }) {
    try {
      const article = await api.magazine(slug)
      // The URL carries the type too; /zhurnal-kurorta/novosti/x must not serve the article stati/x.
      return article.type === type ? toArticle(article) : null
    } catch (error) {
      if (isNotFound(error)) return null
      throw error
    }
  },
}

import type { RestMagazineDetail, RestMagazineListItem } from '@/graphql/datasources/restTypes'
import { isNotFound } from '@/graphql/datasources/errors'
import type { Article, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { sanitizeCmsHtml } from '@/graphql/sanitize'
import { JOURNAL_PAGE_SIZE } from '@/lib/journal/constants'
import { toImage, toImages } from './image'
import { checkPage, pageInfo } from './paging'

/** The journal: Query.journal pages the article cards, Query.article answers one, with its categories. */

const toCategory = (c: RestMagazineListItem['category']) =>
  c ? { id: String(c.id), name: c.name, slug: c.slug } : null

/** Fields the list item and the detail share; untyped on purpose so both result types accept it. */
const cardFields = (m: RestMagazineListItem) => ({
  id: String(m.id),
  name: m.name,
  slug: m.slug,
  type: m.type,
  category: toCategory(m.category),
  previewPicture: toImage(m.preview_picture),
  createdAt: m.created_at,
})

export const toArticleCard = (m: RestMagazineListItem) => cardFields(m)

/** The journal list answers an article's card fields, the detail query all of them (codegen.ts mappers). */
export type ArticleParent = Article | ReturnType<typeof toArticleCard>

export function toArticle(m: RestMagazineDetail): Article {
  return {
    ...cardFields(m),
    description: m.description,
    seo: { title: m.seo?.title ?? null, description: m.seo?.description ?? null },
    html: sanitizeCmsHtml(m.text),
    updatedAt: m.updated_at ?? null,
    gallery: toImages(m.gallery),
    location: m.location?.coordinates ?? null,
    videos: (m.videos ?? []).filter((v) => /^https:\/\//.test(v.url)),
    blocks: (m.blocks ?? []).map((b) => ({
      title: b.title,
      description: b.description,
      picture: toImage(b.picture),
      items: b.items.map((i) => i.item),
    })),
  }
}

export const journalQueries: Pick<QueryResolvers, 'journal' | 'journalCategories' | 'article'> = {
  async journal(_parent, { page, category, type }, { api }) {
    const { data, meta } = await api.journalList({
      page: checkPage(page),
      perPage: JOURNAL_PAGE_SIZE,
      categories: category ? [category] : [],
      type: type ?? null,
    })
    return { items: data.map(toArticleCard), pageInfo: pageInfo(meta.count, page, JOURNAL_PAGE_SIZE) }
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

import type { RestImage, RestMagazineDetail, RestMagazineListItem } from '@/graphql/datasources/restTypes'
import type { Article, Image } from '@/graphql/__generated__/resolvers-types'
import { serverEnv } from '@/lib/env'
import { toSitePath } from '@/lib/media/mediaPath'
import { sanitizeCmsHtml } from '@/graphql/sanitize'

/**
 * Every picture of the gateway passes here: the CMS's absolute media URL becomes the site's own
 * `/media/<name>` (finding 8), so the CMS's internal address never reaches a page. A picture on any
 * other host is dropped, not proxied.
 */
export function toImage(image: RestImage | null | undefined): Image | null {
  const url = toSitePath(image?.url, serverEnv.apiBaseUrl)
  return image && url ? { url, width: image.width, height: image.height, alt: image.alt } : null
}

const toCategory = (c: RestMagazineListItem['category']) =>
  c ? { id: String(c.id), name: c.name, slug: c.slug } : null

/** Fields the list item and the detail share; untyped on purpose so both result types accept it. */
const summaryFields = (m: RestMagazineListItem) => ({
  id: String(m.id),
  name: m.name,
  slug: m.slug,
  type: m.type,
  category: toCategory(m.category),
  previewPicture: toImage(m.preview_picture),
  createdAt: m.created_at,
})

export const toArticleCard = (m: RestMagazineListItem) => summaryFields(m)

/** The journal list answers an article's card fields, the detail query all of them (codegen.ts mappers). */
export type ArticleParent = Article | ReturnType<typeof toArticleCard>

export function toArticle(m: RestMagazineDetail): Article {
  return {
    ...summaryFields(m),
    description: m.description,
    seo: { title: m.seo?.title ?? null, description: m.seo?.description ?? null },
    html: sanitizeCmsHtml(m.text),
    updatedAt: m.updated_at ?? null,
    gallery: (m.gallery ?? []).map(toImage).filter((image): image is Image => image !== null),
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

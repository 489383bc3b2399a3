import type { Payload } from 'payload'

import type { Magazine } from '@/payload-types'
import { seedContext } from '@/seed/context'
import { MAGAZINES } from '@/seed/data/magazines'
import { richText } from '@/seed/lexical'
import type { SeedReport } from '@/seed/report'
import type { CategorySlug, SeedArticle } from '@/seed/types'
import { ensurePicture } from './pictures'

type MagazineData = Omit<Magazine, 'id' | 'createdAt' | 'updatedAt'>

/** Dates are calendar days in Anapa; 09:00 Moscow time keeps them on the same day in any zone near it. */
const publishedAt = (day: string) => new Date(`${day}T09:00:00+03:00`).toISOString()

async function pictures(payload: Payload, report: SeedReport, article: SeedArticle) {
  const media = report.media
  const preview = await ensurePicture(payload, media, {
    filename: `${article.slug}.jpg`,
    alt: article.previewAlt,
    theme: article.theme,
  })
  const gallery: number[] = []
  for (const [i, alt] of (article.gallery ?? []).entries()) {
    gallery.push(
      await ensurePicture(payload, media, {
        filename: `${article.slug}-gallery-${i + 1}.jpg`,
        alt,
        theme: article.theme,
      }),
    )
  }
  const blocks: number[] = []
  for (const [i, block] of (article.contentBlocks ?? []).entries()) {
    const theme = block.theme ?? article.theme
    blocks.push(
      await ensurePicture(payload, media, {
        filename: `${article.slug}-block-${i + 1}.jpg`,
        alt: block.pictureAlt,
        theme,
      }),
    )
  }
  return { preview, gallery, blocks }
}

function toMagazine(article: SeedArticle, category: number, media: Awaited<ReturnType<typeof pictures>>): MagazineData {
  return {
    name: article.name,
    slug: article.slug,
    type: article.type,
    category,
    sort: article.sort,
    publishedAt: publishedAt(article.publishedAt),
    description: article.description,
    previewPicture: media.preview,
    text: richText(article.text),
    contentBlocks: (article.contentBlocks ?? []).map((block, i) => ({
      title: block.title,
      description: block.description,
      picture: media.blocks[i] ?? null,
      items: block.items.map((item) => ({ item })),
    })),
    gallery: media.gallery.map((image) => ({ image })),
    videos: article.videos ?? [],
    location: article.location ?? {},
    seo: article.seo,
    _status: 'published',
  }
}

/**
 * Creates the demo articles that are missing, matched by slug, published at once. An article
 * that already exists is left untouched (with its pictures), so editors' changes survive
 * every restart and a second run creates nothing.
 */
export async function ensureMagazines(
  payload: Payload,
  report: SeedReport,
  categoryIds: Map<CategorySlug, number>,
): Promise<void> {
  for (const article of MAGAZINES) {
    const found = await payload.find({
      collection: 'magazines',
      where: { slug: { equals: article.slug } },
      limit: 1,
      depth: 0,
      pagination: false,
      draft: true,
    })
    if (found.docs.length > 0) {
      report.magazines.existing++
      continue
    }
    const category = categoryIds.get(article.category)
    if (category === undefined) throw new Error(`Категория ${article.category} не создана (статья ${article.slug})`)
    const media = await pictures(payload, report, article)
    await payload.create({
      collection: 'magazines',
      data: toMagazine(article, category, media),
      context: seedContext(),
    })
    report.magazines.created++
  }
}

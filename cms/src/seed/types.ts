import type { MagazineType } from '@/collections/Magazines/types'
import type { SceneTheme } from './images'
import type { RichBlock } from './lexical'

/** The journal's category filter values (docs/spec.md#2-screens-and-routes). */
export type CategorySlug = 'plyazhi' | 'turizm' | 'vinodelie' | 'dostoprimechatelnosti' | 'razvlecheniya' | 'detyam'

export type SeedCategory = { slug: CategorySlug; name: string; sort: number }

export type SeedContentBlock = {
  title: string
  description: string
  items: string[]
  /** Alt text of the block's picture; the picture itself is painted at seed time. */
  pictureAlt: string
  /** What the block's picture shows, when it differs from the article's theme. */
  theme?: SceneTheme
}

export type SeedArticle = {
  slug: string
  name: string
  type: MagazineType
  category: CategorySlug
  /** ISO date (YYYY-MM-DD) readers see as the article date. */
  publishedAt: string
  /** Position in the journal list (ascending): newest first. */
  sort: number
  description: string
  seo: { title: string; description: string }
  /** What the generated pictures of this article show. */
  theme: SceneTheme
  /** Alt text of the preview picture. */
  previewAlt: string
  text: RichBlock[]
  /** Alt texts of the gallery pictures, 2–4 when present. */
  gallery?: string[]
  contentBlocks?: SeedContentBlock[]
  videos?: { title: string; url: string }[]
  location?: { lat: number; lon: number }
}

import Head from 'next/head'

import { COVER_SIZE, coverPath } from '@/lib/seo/covers'
import { absoluteUrl, SITE_NAME } from '@/lib/seo/site'

export { SITE_NAME }

type Props = {
  title: string
  description?: string | null
  /** The page's public path with its query, e.g. listHref(...) for a filtered list: canonical and og:url. */
  path?: string
  image?: string | null
  type?: 'website' | 'article'
  /** Pages that must stay out of search results: the cabinet, the icon sprite. */
  noindex?: boolean
}

/**
 * Title, description, canonical URL, OpenGraph and Twitter card of a page. URLs are absolute, from
 * the build-time site origin, so the server's HTML and the hydrated head agree.
 */
export function PageMeta({ title, description, path, image, type = 'website', noindex = false }: Props) {
  const fullTitle = `${title} | ${SITE_NAME}`
  const url = path ? absoluteUrl(path) : null
  // Every page shows a picture when shared: its own, or its section's generated cover.
  const imageUrl = absoluteUrl(image || coverPath(path ?? '/'))
  const text = description?.trim() || null
  return (
    <Head>
      <title>{fullTitle}</title>
      {text ? <meta name="description" content={text} /> : null}
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="ru_RU" />
      {url ? <meta property="og:url" content={url} /> : null}
      {text ? <meta property="og:description" content={text} /> : null}
      <meta property="og:image" content={imageUrl} />
      {image ? null : <meta property="og:image:width" content={String(COVER_SIZE.width)} />}
      {image ? null : <meta property="og:image:height" content={String(COVER_SIZE.height)} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      {text ? <meta name="twitter:description" content={text} /> : null}
      <meta name="twitter:image" content={imageUrl} />
    </Head>
  )
}

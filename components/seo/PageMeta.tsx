import Head from 'next/head'

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
  const imageUrl = image ? absoluteUrl(image) : null
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
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {/* A large card needs a picture; without one the small card is the honest choice. */}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {text ? <meta name="twitter:description" content={text} /> : null}
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </Head>
  )
}

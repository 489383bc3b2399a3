import Head from 'next/head'

export const SITE_NAME = 'Анапа — город-курорт'

type Props = { title: string; description?: string | null; image?: string | null; type?: 'website' | 'article' }

/** Title, description and OpenGraph tags of a page; the fuller SEO set arrives with discoverability. */
export function PageMeta({ title, description, image, type = 'website' }: Props) {
  const fullTitle = `${title} | ${SITE_NAME}`
  return (
    <Head>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="ru_RU" />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
    </Head>
  )
}

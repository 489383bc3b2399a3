import { Link } from '@/components/ui/Link'

import type { ArticleView_ArticleFragment } from '@/lib/__generated__/gql/graphql'
import { formatDate } from '@/lib/format/date'
import { JOURNAL_DESCRIPTION } from '@/lib/journal/constants'
import { articleHref, JOURNAL_PATH, journalListHref } from '@/lib/journal/paths'
import { mapPointHref } from '@/lib/map/point'
import { crumbsFor } from '@/lib/routes'
import { CmsImage } from '@/components/ui/CmsImage'
import { Gallery } from '@/components/ui/Gallery'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { LazyMiniMap } from '@/components/map/LazyMiniMap'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageMeta } from '@/components/seo/PageMeta'
import { FavoriteToggle } from '@/components/favorites/FavoriteToggle/FavoriteToggle'
import { Share } from '@/components/share/Share/Share'
import styles from './ArticleView.module.css'

type Props = {
  article: ArticleView_ArticleFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}

export function ArticleView({ article, structuredData = null }: Props) {
  const { previewPicture: picture, category } = article
  const path = articleHref(article)
  return (
    <article className={styles.article}>
      <PageMeta
        title={article.seo.title || article.name}
        description={article.seo.description || article.description || JOURNAL_DESCRIPTION}
        image={picture?.url}
        type="article"
        path={path}
      />
      {structuredData ? <JsonLd data={structuredData} /> : null}
      <Breadcrumbs items={[...crumbsFor(JOURNAL_PATH), { label: article.name }]} />
      <header className={styles.header}>
        {category ? (
          <Link href={journalListHref(category.slug)} className={styles.category}>
            {category.name}
          </Link>
        ) : null}
        <h1 className={styles.title}>{article.name}</h1>
        <time dateTime={article.createdAt} className={styles.date}>
          {formatDate(article.createdAt)}
        </time>
        {article.description ? <p className={styles.lead}>{article.description}</p> : null}
        {/* An article is a favourite by its own slug, unique across types (docs/api/openapi.yaml). */}
        <FavoriteToggle
          item={{ entity: 'MAGAZINE', slug: article.slug, title: article.name, href: path }}
          variant="page"
        />
        <Share path={path} title={article.name} />
      </header>
      {picture ? (
        <CmsImage image={picture} sizes="(min-width: 1024px) 860px, 100vw" priority className={styles.cover} />
      ) : null}
      {/* The gateway sanitized this HTML with an allow-list (docs/architecture.md#4-session-and-security-rules). */}
      <div className={styles.text} dangerouslySetInnerHTML={{ __html: article.html }} />
      {article.blocks.map((block, index) => (
        <section key={index} className={styles.block}>
          {block.title ? <h2>{block.title}</h2> : null}
          {block.description ? <p>{block.description}</p> : null}
          {block.items.length > 0 ? (
            <ul>
              {block.items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
          {block.picture ? (
            <CmsImage image={block.picture} sizes="(min-width: 1024px) 860px, 100vw" className={styles.blockImage} />
          ) : null}
        </section>
      ))}
      {article.gallery.length > 0 ? (
        <section aria-labelledby="gallery-title" className={styles.block}>
          <h2 id="gallery-title">Фотогалерея</h2>
          <Gallery images={article.gallery} />
        </section>
      ) : null}
      {article.videos.length > 0 ? (
        <section aria-labelledby="videos-title" className={styles.block}>
          <h2 id="videos-title">Видео</h2>
          <ul>
            {article.videos.map((video) => (
              <li key={video.url}>
                <a href={video.url} target="_blank" rel="noopener noreferrer nofollow">
                  {video.title || 'Смотреть видео'}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {article.location ? (
        <section aria-labelledby="location-title" className={styles.block}>
          <h2 id="location-title">Где это</h2>
          <LazyMiniMap point={article.location} label={`${article.name} на карте`} />
          <p>
            Координаты: {article.location.lat.toFixed(5)}, {article.location.lon.toFixed(5)} ·{' '}
            <Link href={mapPointHref(article.location)}>Показать на карте</Link>
          </p>
        </section>
      ) : null}
      <p className={styles.back}>
        <Link href={JOURNAL_PATH}>← Все статьи журнала</Link>
      </p>
    </article>
  )
}

import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'

import type { LatLon } from '@/lib/map/config'
import { mapPointHref } from '@/lib/map/point'
import { type Crumb, crumbsFor } from '@/lib/routes'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { Directions } from '@/components/catalogue/Directions/Directions'
import { LazyMiniMap } from '@/components/map/LazyMiniMap'
import { sectionDescription } from '@/lib/catalogue/descriptions'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageMeta } from '@/components/seo/PageMeta'
import { CmsImage, type CmsImageData } from '@/components/ui/CmsImage'
import { Gallery } from '@/components/ui/Gallery'
import { Facts, type Fact } from '@/components/catalogue/Facts/Facts'
import type { FavoriteRef } from '@/components/favorites/FavoritesContext'
import { FavoriteToggle } from '@/components/favorites/FavoriteToggle/FavoriteToggle'
import styles from './DetailView.module.css'

type Props = {
  /** The section's list path: its crumb comes first, the item's title last. */
  sectionPath: string
  /** The page's own path: its canonical URL. */
  path: string
  /** The item as schema.org data (built in getStaticProps); the crumbs' BreadcrumbList comes with Breadcrumbs. */
  structuredData?: JsonLdNode | null
  title: string
  eyebrow?: string | null
  summary?: string | null
  seo: { title?: string | null; description?: string | null }
  cover: CmsImageData | null
  facts: readonly Fact[]
  /** Sanitized by the gateway (docs/architecture.md#4-session-and-security-rules). */
  html: string
  gallery: readonly CmsImageData[]
  location?: LatLon | null
  /** A walking route's track: the small map draws the line rather than a lone point. */
  track?: readonly LatLon[] | null
  /** A notice above the facts, e.g. a beach where bathing is banned. */
  notice?: ReactNode
  /** Section-specific content after the text: amenities, a track, a group's items. */
  children?: ReactNode
  /** Extra crumbs between the section and the item, e.g. a beach's group. */
  parentCrumbs?: Crumb[]
  /** The item as favourites name it: the page gets the heart. */
  favorite?: FavoriteRef
}

/** The detail page of any catalogue section. */
export function DetailView(props: Props) {
  const { sectionPath, title, eyebrow, summary, seo, cover, facts, html, gallery, location, track, notice, children } =
    props
  return (
    <article className={styles.page}>
      <PageMeta
        title={seo.title || title}
        description={seo.description || summary || sectionDescription(sectionPath)}
        image={cover?.url}
        path={props.path}
      />
      {props.structuredData ? <JsonLd data={props.structuredData} /> : null}
      <Breadcrumbs items={[...crumbsFor(sectionPath), ...(props.parentCrumbs ?? []), { label: title }]} />
      <header className={styles.header}>
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        {summary ? <p className={styles.lead}>{summary}</p> : null}
        {props.favorite ? (
          <FavoriteToggle item={{ ...props.favorite, title, href: props.path }} variant="page" />
        ) : null}
      </header>
      {cover ? (
        <CmsImage image={cover} sizes="(min-width: 1024px) 960px, 100vw" priority className={styles.cover} />
      ) : null}
      {notice}
      <Facts facts={facts} />
      {html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {children}
      {gallery.length > 0 ? (
        <section aria-labelledby="gallery-title" className={styles.section}>
          <h2 id="gallery-title">Фотогалерея</h2>
          <Gallery images={gallery} />
        </section>
      ) : null}
      {location ? (
        <section aria-labelledby="location-title" className={styles.section}>
          <h2 id="location-title">На карте</h2>
          <LazyMiniMap point={location} track={track} label={`${title} на карте`} />
          <p className={styles.mapLink}>
            <Link href={mapPointHref(location)}>Показать на карте</Link>
          </p>
          <Directions point={location} />
        </section>
      ) : null}
      <p className={styles.back}>
        <Link href={sectionPath}>← {crumbsFor(sectionPath)[0]!.label}</Link>
      </p>
    </article>
  )
}

import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'

import type { LatLon } from '@/lib/map/config'
import { mapPointHref } from '@/lib/map/point'
import { type Crumb, crumbsFor } from '@/lib/routes'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { Directions } from '@/components/catalogue/Directions/Directions'
import { LazyMiniMap } from '@/components/map/LazyMiniMap'
import type { CatalogueDetail_EntryFragment } from '@/lib/__generated__/gql/graphql'
import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { SECTION_PATHS } from '@/lib/catalogue/paths'
import { type CatalogueSection, sectionEntry } from '@/lib/catalogue/sections'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { JsonLd } from '@/components/seo/JsonLd'
import { PageMeta } from '@/components/seo/PageMeta'
import { CmsImage } from '@/components/ui/CmsImage'
import { Gallery } from '@/components/ui/Gallery'
import { Facts, type Fact } from '@/components/catalogue/Facts/Facts'
import { FavoriteToggle } from '@/components/favorites/FavoriteToggle/FavoriteToggle'
import { Share } from '@/components/share/Share/Share'
import { DetailSection } from './DetailSection'
import styles from './DetailView.module.css'

type Props = {
  section: CatalogueSection
  /** The entry's key in its URL: a slug or an id, as the section's routes take it. */
  entryKey: string
  /**
   * Its title, summary, picture, text (sanitized by the gateway,
   * docs/architecture.md#4-session-and-security-rules), gallery and SEO fields.
   */
  entry: CatalogueDetail_EntryFragment
  /** The item as schema.org data (built in getStaticProps); the crumbs' BreadcrumbList comes with Breadcrumbs. */
  structuredData?: JsonLdNode | null
  eyebrow?: string | null
  facts: readonly Fact[]
  location?: LatLon | null
  /** A walking route's track: the small map draws the line rather than a lone point. */
  track?: readonly LatLon[] | null
  /** A notice above the facts, e.g. a beach where bathing is banned. */
  notice?: ReactNode
  /** Section-specific content after the text: amenities, a track, a group's items. */
  children?: ReactNode
  /** Extra crumbs between the section and the item, e.g. a beach's group. */
  parentCrumbs?: Crumb[]
}

/** The detail page of any catalogue section; every entry gets the heart of favourites. */
export function DetailView(props: Props) {
  const { section, entry, eyebrow, facts, location, track, notice, children } = props
  const { title, summary, seo, html, gallery } = entry
  const cover = entry.previewPicture ?? null
  const sectionPath = SECTION_PATHS[section]
  const { href: path, favorite } = sectionEntry(section, props.entryKey)
  return (
    <article className={styles.page}>
      <PageMeta
        title={seo.title || title}
        description={seo.description || summary || SECTION_DESCRIPTIONS[section]}
        image={cover?.url}
        path={path}
      />
      {props.structuredData ? <JsonLd data={props.structuredData} /> : null}
      <Breadcrumbs items={[...crumbsFor(sectionPath), ...(props.parentCrumbs ?? []), { label: title }]} />
      <header className={styles.header}>
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        {summary ? <p className={styles.lead}>{summary}</p> : null}
        <FavoriteToggle item={{ ...favorite, title, href: path }} variant="page" />
        <Share path={path} title={title} />
      </header>
      {cover ? (
        <CmsImage image={cover} sizes="(min-width: 1024px) 960px, 100vw" priority className={styles.cover} />
      ) : null}
      {notice}
      <Facts facts={facts} />
      {html ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} /> : null}
      {children}
      {gallery.length > 0 ? (
        <DetailSection id="gallery-title" title="Фотогалерея">
          <Gallery images={gallery} />
        </DetailSection>
      ) : null}
      {location ? (
        <DetailSection id="location-title" title="На карте">
          <LazyMiniMap point={location} track={track} label={`${title} на карте`} />
          <p className={styles.mapLink}>
            <Link href={mapPointHref(location)}>Показать на карте</Link>
          </p>
          <Directions point={location} />
        </DetailSection>
      ) : null}
      <p className={styles.back}>
        <Link href={sectionPath}>← {crumbsFor(sectionPath)[0]!.label}</Link>
      </p>
    </article>
  )
}

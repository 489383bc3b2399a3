import Link from 'next/link'
import type { ReactNode } from 'react'

import { type Crumb, crumbsFor } from '../../../lib/routes'
import { Breadcrumbs } from '../../layout/Breadcrumbs'
import { PageMeta } from '../../seo/PageMeta'
import { CmsImage, type CmsImageData } from '../../ui/CmsImage'
import { Gallery } from '../../ui/Gallery'
import { Facts, type Fact } from '../Facts/Facts'
import styles from './DetailView.module.css'

type Props = {
  /** The section's list path: its crumb comes first, the item's title last. */
  sectionPath: string
  title: string
  eyebrow?: string | null
  summary?: string | null
  seo: { title?: string | null; description?: string | null }
  cover: CmsImageData | null
  facts: readonly Fact[]
  /** Sanitized by the gateway (ARCHITECTURE §4). */
  html: string
  gallery: readonly CmsImageData[]
  location?: { lat: number; lon: number } | null
  /** A notice above the facts, e.g. a beach where bathing is banned. */
  notice?: ReactNode
  /** Section-specific content after the text: amenities, a track, a group's items. */
  children?: ReactNode
  /** Extra crumbs between the section and the item, e.g. a beach's group. */
  parentCrumbs?: Crumb[]
}

/** The detail page of any catalogue section. */
export function DetailView(props: Props) {
  const { sectionPath, title, eyebrow, summary, seo, cover, facts, html, gallery, location, notice, children } = props
  return (
    <article className={styles.page}>
      <PageMeta title={seo.title || title} description={seo.description || summary} image={cover?.url} />
      <Breadcrumbs items={[...crumbsFor(sectionPath), ...(props.parentCrumbs ?? []), { label: title }]} />
      <header className={styles.header}>
        {eyebrow ? <span className={styles.eyebrow}>{eyebrow}</span> : null}
        <h1 className={styles.title}>{title}</h1>
        {summary ? <p className={styles.lead}>{summary}</p> : null}
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
          <p>
            <Link href={`/karta?lat=${location.lat}&lon=${location.lon}`}>Показать на карте</Link>
          </p>
        </section>
      ) : null}
      <p className={styles.back}>
        <Link href={sectionPath}>← {crumbsFor(sectionPath)[0]!.label}</Link>
      </p>
    </article>
  )
}

import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'

import type { CatalogueCard_AccessibilityFragment } from '@/lib/__generated__/gql/graphql'
import { CmsImage, type CmsImageData } from '@/components/ui/CmsImage'
import type { FavoriteRef } from '@/components/favorites/FavoritesContext'
import { FavoriteToggle } from '@/components/favorites/FavoriteToggle/FavoriteToggle'
import styles from './CatalogueCard.module.css'

export type CardBadge = { text: string; tone?: 'neutral' | 'warning' }

export type CatalogueCardProps = {
  href: string
  title: string
  image: CmsImageData | null
  /** A short label above the title: the category or the kind. */
  eyebrow?: string | null
  summary?: string | null
  /** A publication date under the title, as a <time> element (the journal's cards). */
  date?: { dateTime: string; text: string } | null
  /** One line each: dates, hours, distance, price… Empty values are left out. */
  facts?: readonly (string | null | undefined)[]
  badge?: CardBadge | null
  /** The first cards of a list are the page's largest paint; they load eagerly. */
  priority?: boolean
  /** The image's `sizes`: a list's column count decides how wide a card gets. */
  sizes?: string
  /** The item as favourites name it: the card gets the heart. */
  favorite?: FavoriteRef
  /** A line after the facts that the browser fills in, e.g. whether the place is open now. */
  status?: ReactNode
  /** «Доступная среда» of a beach, place, infrastructure object or route: a line of its own. */
  accessibility?: CatalogueCard_AccessibilityFragment | null
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)

/**
 * The card's «Доступная среда» line (docs/decisions/0055-accessibility-as-data.md), as text with a
 * decorative ♿ (aria-hidden; the words are what a screen reader reads). The sign and the words
 * «Доступная среда» go only on entries the shared rule counts as accessible, exactly those the
 * list's «Доступная среда» chip keeps, so no card says it by another rule; features recorded on
 * other entries are still listed, under a plain «Доступность». Nothing recorded, no line.
 */
function AccessibilityLine({ accessibility }: { accessibility: CatalogueCard_AccessibilityFragment }) {
  const features = accessibility.features.map((f) => lowerFirst(f.label)).join(', ')
  if (!accessibility.accessible && !features) return null
  return (
    <p className={styles.access}>
      {accessibility.accessible ? (
        <>
          <span aria-hidden="true" className={styles.accessIcon}>
            ♿
          </span>
          {features ? `Доступная среда: ${features}` : 'Доступная среда'}
        </>
      ) : (
        `Доступность: ${features}`
      )}
    </p>
  )
}

const CATALOGUE_SIZES = '(min-width: 1440px) 25vw, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'

/** A list card of any catalogue section or the journal; the whole card is one link, named by its title. */
export function CatalogueCard({
  href,
  title,
  image,
  eyebrow,
  summary,
  date,
  facts = [],
  badge,
  priority = false,
  sizes = CATALOGUE_SIZES,
  favorite,
  status,
  accessibility,
}: CatalogueCardProps) {
  const lines = facts.filter((f): f is string => Boolean(f))
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? <CmsImage image={image} sizes={sizes} priority={priority} className={styles.image} /> : null}
        {badge ? (
          <span className={badge.tone === 'warning' ? `${styles.badge} ${styles.warning}` : styles.badge}>
            {badge.text}
          </span>
        ) : null}
        {favorite ? <FavoriteToggle item={{ ...favorite, title, href }} /> : null}
      </div>
      <div className={styles.body}>
        {eyebrow ? <span className={styles.category}>{eyebrow}</span> : null}
        <h2 className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </h2>
        {date ? (
          <time className={styles.date} dateTime={date.dateTime}>
            {date.text}
          </time>
        ) : null}
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        {lines.length > 0 ? (
          <ul className={styles.facts}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        {accessibility ? <AccessibilityLine accessibility={accessibility} /> : null}
        {status}
      </div>
    </article>
  )
}

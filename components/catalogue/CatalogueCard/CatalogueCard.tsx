import Link from 'next/link'

import { CmsImage, type CmsImageData } from '../../ui/CmsImage'
import styles from './CatalogueCard.module.css'

export type CardBadge = { text: string; tone?: 'neutral' | 'warning' }

type Props = {
  href: string
  title: string
  image: CmsImageData | null
  /** A short label above the title: the category or the kind. */
  eyebrow?: string | null
  summary?: string | null
  /** One line each: dates, hours, distance, price… Empty values are left out. */
  facts?: readonly (string | null | undefined)[]
  badge?: CardBadge | null
  /** The first cards of a list are the page's largest paint; they load eagerly. */
  priority?: boolean
}

/** A list card of any catalogue section; the whole card is one link, named by its title. */
export function CatalogueCard({ href, title, image, eyebrow, summary, facts = [], badge, priority = false }: Props) {
  const lines = facts.filter((f): f is string => Boolean(f))
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {image ? (
          <CmsImage
            image={image}
            sizes="(min-width: 1440px) 25vw, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            priority={priority}
            className={styles.image}
          />
        ) : null}
        {badge ? (
          <span className={badge.tone === 'warning' ? `${styles.badge} ${styles.warning}` : styles.badge}>
            {badge.text}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        {eyebrow ? <span className={styles.category}>{eyebrow}</span> : null}
        <h2 className={styles.title}>
          <Link href={href} className={styles.link}>
            {title}
          </Link>
        </h2>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        {lines.length > 0 ? (
          <ul className={styles.facts}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  )
}

import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'

import styles from './HomeView.module.css'

type Props = {
  id: string
  title: string
  href: string
  linkLabel: string
  cards: ReactNode[]
  /** One line under the heading: the section's news of the day. */
  lead?: string | null
}

/** A catalogue teaser on the home page: a heading, a link to the whole section and a row of cards. */
export function HomeSection({ id, title, href, linkLabel, cards, lead }: Props) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby={id} className={`${styles.deferred} ${styles.catalogue}`}>
      <div className={styles.journalHead}>
        <h2 id={id}>{title}</h2>
        <Link href={href}>{linkLabel}</Link>
      </div>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <ul className={`${styles.grid} ${styles.four}`}>
        {cards.map((card, i) => (
          <li key={i}>{card}</li>
        ))}
      </ul>
    </section>
  )
}

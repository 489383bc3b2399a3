import { Link } from '@/components/ui/Link'
import type { ReactNode } from 'react'

import styles from './HomeView.module.css'

type Props = { id: string; title: string; href: string; linkLabel: string; cards: ReactNode[] }

/** A catalogue teaser on the home page: a heading, a link to the whole section and a row of cards. */
export function HomeSection({ id, title, href, linkLabel, cards }: Props) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby={id} className={styles.journal}>
      <div className={styles.journalHead}>
        <h2 id={id}>{title}</h2>
        <Link href={href}>{linkLabel}</Link>
      </div>
      <ul className={`${styles.grid} ${styles.four}`}>
        {cards.map((card, i) => (
          <li key={i}>{card}</li>
        ))}
      </ul>
    </section>
  )
}

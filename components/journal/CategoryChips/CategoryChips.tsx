import Link from 'next/link'

import { journalListHref } from '@/lib/journal/paths'
import styles from './CategoryChips.module.css'

type Category = { id: string; name: string; slug: string }
type Props = { categories: Category[]; selected: string | null }

/** The journal's single-choice category filter, as links so every state has its own URL. */
export function CategoryChips({ categories, selected }: Props) {
  const chips = [{ id: 'all', name: 'Все', slug: null as string | null }, ...categories]
  return (
    <nav aria-label="Категории журнала">
      <ul className={styles.list}>
        {chips.map((chip) => {
          const active = chip.slug === selected
          return (
            <li key={chip.id}>
              <Link
                href={journalListHref(chip.slug)}
                className={active ? `${styles.chip} ${styles.active}` : styles.chip}
                aria-current={active ? 'page' : undefined}
                scroll={false}
              >
                {chip.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

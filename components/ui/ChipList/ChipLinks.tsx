import { Link } from '@/components/ui/Link'

import styles from './ChipList.module.css'

export type ChipLink = { href: string; title: string }

/**
 * A few chips that are only links, never selected and never collapsed: a detail page's tags, each
 * leading to the list filtered by it. They look like ChipList's link chips and are named the same
 * way (a navigation landmark), without ChipList's selection, show-more toggle and screen-width
 * check, which a page of a handful of tags would load for nothing.
 */
export function ChipLinks({ label, links }: { label: string; links: readonly ChipLink[] }) {
  if (links.length === 0) return null
  return (
    <nav className={styles.root} aria-label={label}>
      <ul className={styles.list} role="list">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.chip}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { Link } from '@/components/ui/Link'
import { useId, useState } from 'react'

import { BREAKPOINTS, CHIP_LIST_COLLAPSED_COUNT } from '@/lib/constants'
import { useMediaQuery } from '@/lib/hooks/useMediaQuery'
import styles from './ChipList.module.css'

export type ChipId = string | number

/** A chip as the CMS or the API gives it: either field may be missing, and such chips are not shown. */
export interface Chip {
  id?: ChipId | null
  title?: string | null
  /**
   * Makes the chip a link: for ISR list filters, where every selection has its own URL and the
   * link already leads to the state after choosing this chip.
   */
  href?: string
}

export type ChipListMode = 'single' | 'multiple'

export interface ChipListProps {
  chips: readonly Chip[]
  mode: ChipListMode
  selected: readonly ChipId[]
  /** The selection after a choice. Link chips call it too (before navigating), if it is given. */
  onChange?: (ids: ChipId[]) => void
  /** Accessible name of the list, e.g. 'Категории'. */
  label: string
  className?: string
}

type VisibleChip = { id: ChipId; title: string; href?: string }

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.md}px)`

/** Ids from a URL arrive as strings while the API gives numbers, so '5' and 5 are the same chip. */
const sameId = (a: ChipId, b: ChipId) => String(a) === String(b)

function isVisible(chip: Chip): chip is VisibleChip {
  return chip.id !== null && chip.id !== undefined && chip.id !== '' && Boolean(chip.title?.trim())
}

/**
 * docs/spec.md#2-screens-and-routes "Chip lists": single mode replaces the selection, multiple mode toggles the chip.
 */
export function nextSelection(mode: ChipListMode, selected: readonly ChipId[], id: ChipId): ChipId[] {
  if (mode === 'single') return [id]
  return selected.some((s) => sameId(s, id)) ? selected.filter((s) => !sameId(s, id)) : [...selected, id]
}

/**
 * Tags and filters as chips (docs/spec.md#2-screens-and-routes "Chip lists"). Button chips report their state with
 * aria-pressed; link chips with aria-current. From 768 px on, a long list shows its first 16 chips
 * (plus any selected one further down, so a choice never hides) behind a show-more toggle.
 *
 * Until the browser says which side of 768 px it is on (server render, hydration), the extra chips
 * are in the markup and CSS hides them on wide screens: no layout shift, and crawlers still see
 * every link.
 */
export function ChipList({ chips, mode, selected, onChange, label, className }: ChipListProps) {
  const listId = useId()
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const [expanded, setExpanded] = useState(false)

  const visible = chips.filter(isVisible)
  const isSelected = (id: ChipId) => selected.some((s) => sameId(s, id))
  const collapsible = visible.length > CHIP_LIST_COLLAPSED_COUNT && desktop !== false
  const collapsed = collapsible && !expanded
  const allLinks = visible.length > 0 && visible.every((chip) => chip.href !== undefined)

  const choose = (id: ChipId) => onChange?.(nextSelection(mode, selected, id))

  const items = visible.map((chip, index) => {
    const active = isSelected(chip.id)
    const extra = index >= CHIP_LIST_COLLAPSED_COUNT && !active
    const chipClass = active ? `${styles.chip} ${styles.active}` : styles.chip
    return (
      <li
        key={String(chip.id)}
        className={extra ? styles.extra : undefined}
        // Once the browser knows it is wide, hidden chips leave the accessibility tree as well.
        hidden={extra && collapsed && desktop === true ? true : undefined}
      >
        {chip.href !== undefined ? (
          <Link
            href={chip.href}
            className={chipClass}
            // A single choice is the page the visitor is on; in multiple mode it is one of a set.
            aria-current={active ? (mode === 'single' ? 'page' : 'true') : undefined}
            scroll={false}
            onClick={() => choose(chip.id)}
          >
            {chip.title}
          </Link>
        ) : (
          <button type="button" className={chipClass} aria-pressed={active} onClick={() => choose(chip.id)}>
            {chip.title}
          </button>
        )}
      </li>
    )
  })

  const Container = allLinks ? 'nav' : 'div'
  const rootClass = [styles.root, collapsed ? styles.collapsed : '', className].filter(Boolean).join(' ')
  return (
    <Container className={rootClass} aria-label={label} role={allLinks ? undefined : 'group'}>
      <ul id={listId} className={styles.list} role="list">
        {items}
      </ul>
      {collapsible && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {collapsed ? `Показать все (${visible.length})` : 'Свернуть'}
        </button>
      )}
    </Container>
  )
}

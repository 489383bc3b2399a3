import type { ReactNode } from 'react'

import type { Pagination_PageInfoFragment } from '@/lib/__generated__/gql/graphql'
import { crumbsFor } from '@/lib/routes'
import { listHref } from '@/lib/routing/listRoutes'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { ChipList } from '@/components/ui/ChipList'
import { Pagination } from '@/components/ui/Pagination/Pagination'
import { ACCESSIBLE_FILTER } from '@/lib/catalogue/constants'
import type { NearMeKind } from '@/lib/catalogue/sections'
import { NearMeSwitch } from '@/components/catalogue/NearMe/NearMeSwitch'
import styles from './CatalogueListView.module.css'

/** The id of the chip that clears the filter; no option value is spelled like it. */
const ALL_CHIP = '__all'

export type ListFilter = {
  /** Accessible name of the chip list. */
  label: string
  /** The chip that clears the filter, e.g. 'Все' or 'Скоро'. */
  allLabel: string
  options: readonly { value: string; label: string }[]
  selected: string | null
}

/**
 * «Доступная среда» beside the list's own filter (lib/routing/listRoutes.ts,
 * docs/decisions/0055-accessibility-as-data.md): chips of their own, links that keep the filter, as
 * the filter's links keep it.
 */
export type AccessibleFilter = {
  /** The chip that lists everything, e.g. 'Все места'. */
  allLabel: string
  selected: boolean
}

type Props = {
  /** The section's list path; the route table's crumb label is the page title (docs/spec.md#2-screens-and-routes). */
  path: string
  description: string
  intro?: ReactNode
  filter?: ListFilter
  accessible?: AccessibleFilter
  pageInfo: Pagination_PageInfoFragment
  /** The cards, one per item, already keyed. */
  cards: ReactNode[]
  emptyText: string
  /** Extra content under the title, e.g. links to groups. */
  aside?: ReactNode
  /** Columns on wide screens: twelve catalogue cards fill four, the journal's nine three. */
  maxColumns?: 3 | 4
  /** The section's kind on the map: the list offers "Рядом со мной". */
  nearMe?: NearMeKind
}

/** The list page of any catalogue section: crumbs, title, filter chips, cards, pages. */
export function CatalogueListView({
  path,
  description,
  intro,
  filter,
  accessible,
  pageInfo,
  cards,
  emptyText,
  aside,
  maxColumns = 4,
  nearMe,
}: Props) {
  const crumbs = crumbsFor(path)
  const title = crumbs[0]!.label
  const selected = filter?.selected ?? null
  const current = filter?.options.find((o) => o.value === selected) ?? null
  const accessibleOnly = accessible?.selected === true
  const chosen = [current?.label, accessibleOnly ? 'Доступная среда' : null].filter(Boolean).join(', ')
  const { page } = pageInfo
  const pageSuffix = page > 1 ? `, страница ${page}` : ''
  const hrefFor = (value: string | null, p = 1, withAccessible = accessibleOnly) =>
    listHref(path, { filter: value, page: p, accessible: withAccessible })
  const grid = (items: ReactNode[]) => (
    <ul className={maxColumns === 4 ? `${styles.grid} ${styles.wide}` : styles.grid}>
      {items.map((card, i) => (
        <li key={i}>{card}</li>
      ))}
    </ul>
  )
  const list = (
    <>
      {cards.length === 0 ? (
        <p className={styles.empty} role="status">
          {emptyText}
        </p>
      ) : (
        grid(cards)
      )}
      <Pagination pageInfo={pageInfo} hrefFor={(p) => hrefFor(selected, p)} />
    </>
  )
  return (
    <div className={styles.page}>
      <PageMeta
        title={`${chosen ? `${chosen} — ${title}` : title}${pageSuffix}`}
        description={description}
        // The public URL of this very page (filter and page included), never the internal ISR path.
        path={hrefFor(selected, page)}
      />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {aside}
      {filter || accessible ? (
        <div className={styles.filters}>
          {filter ? (
            <ChipList
              label={filter.label}
              mode="single"
              selected={[filter.selected ?? ALL_CHIP]}
              chips={[
                { id: ALL_CHIP, title: filter.allLabel, href: hrefFor(null) },
                ...filter.options.map((o) => ({ id: o.value, title: o.label, href: hrefFor(o.value) })),
              ]}
            />
          ) : null}
          {accessible ? (
            <ChipList
              label="Доступность"
              mode="single"
              selected={[accessibleOnly ? ACCESSIBLE_FILTER : ALL_CHIP]}
              chips={[
                { id: ALL_CHIP, title: accessible.allLabel, href: hrefFor(selected, 1, false) },
                { id: ACCESSIBLE_FILTER, title: 'Доступная среда', href: hrefFor(selected, 1, true) },
              ]}
            />
          ) : null}
        </div>
      ) : null}
      {nearMe ? (
        <NearMeSwitch kind={nearMe} renderCards={grid}>
          {list}
        </NearMeSwitch>
      ) : (
        list
      )}
    </div>
  )
}

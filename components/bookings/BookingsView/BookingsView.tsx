import { Link } from '@/components/ui/Link'

import type { BookingsRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import { formatDateTime } from '@/lib/format/date'
import { formatPrice } from '@/lib/format/price'
import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { Pagination } from '@/components/ui/Pagination/Pagination'
import { BOOKINGS_HREF, bookingHref, bookingListHref } from '@/components/bookings/paths'
import styles from '@/components/bookings/bookings.module.css'

const TITLE = 'Бронирования и поездки'
/** The route table's purchase views list one kind each (docs/spec.md#2-screens-and-routes). */
const KIND_TITLES = { event: 'Билеты на события', tour: 'Экскурсии и туры' } as const

export type BookingsViewProps = SessionProps & { data: BookingsRouteQueryQuery; kind?: 'event' | 'tour' | null }
type Item = BookingsRouteQueryQuery['upcoming']['items'][number]
type BookingList = 'upcoming' | 'past' | 'cancelled'

function List({ items, label, empty }: { items: readonly Item[]; label: string; empty: string }) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>
  return (
    <ul role="list" aria-label={label} className={styles.list}>
      {items.map((b) => (
        <li key={b.id} className={styles.card}>
          <div className={styles.head}>
            <Link href={bookingHref(b.id)}>{b.item?.title ?? `Бронирование ${b.number}`}</Link>
            <span className={styles.status} data-status={b.status}>
              {b.statusLabel}
            </span>
          </div>
          <p className={styles.muted}>
            {formatDateTime(b.session.startsAt)} · билетов: {b.quantity} · {formatPrice(b.total)}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The resident's bookings with their status: upcoming, past, and (when there are any) cancelled. */
export function BookingsView({ data, kind = null }: BookingsViewProps) {
  const title = kind ? KIND_TITLES[kind] : TITLE
  const basePath = kind ? bookingListHref(kind) : BOOKINGS_HREF
  // Each list pages on its own, keeping the other's page in the address.
  const hrefFor = (list: BookingList) => (page: number) => {
    const pages = {
      upcoming: data.upcoming.pageInfo.page,
      past: data.past.pageInfo.page,
      cancelled: data.cancelled.pageInfo.page,
      [list]: page,
    }
    const query = Object.entries(pages)
      .filter(([, p]) => p > 1)
      .map(([name, p]) => `${name}=${p}`)
      .join('&')
    return query ? `${basePath}?${query}` : basePath
  }
  return (
    <div className={styles.page}>
      <PageMeta title={title} noindex />
      <Breadcrumbs
        items={
          kind
            ? [...crumbsFor(BOOKINGS_HREF), { label: title }]
            : [...crumbsFor(BOOKINGS_HREF).filter((c) => c.label !== TITLE), { label: TITLE }]
        }
      />
      <h1 className={styles.title}>{title}</h1>
      <section className={styles.section} aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Предстоящие</h2>
        <List
          items={data.upcoming.items}
          label="Предстоящие бронирования"
          empty="Предстоящих бронирований нет. Выберите событие в афише или экскурсию."
        />
        <Pagination pageInfo={data.upcoming.pageInfo} hrefFor={hrefFor('upcoming')} />
      </section>
      <section className={styles.section} aria-labelledby="past-title">
        <h2 id="past-title">Прошедшие</h2>
        <List items={data.past.items} label="Прошедшие бронирования" empty="Прошедших бронирований нет." />
        <Pagination pageInfo={data.past.pageInfo} hrefFor={hrefFor('past')} />
      </section>
      {data.cancelled.pageInfo.total > 0 && (
        <section className={styles.section} aria-labelledby="cancelled-title">
          <h2 id="cancelled-title">Отменённые</h2>
          <List items={data.cancelled.items} label="Отменённые бронирования" empty="" />
          <Pagination pageInfo={data.cancelled.pageInfo} hrefFor={hrefFor('cancelled')} />
        </section>
      )}
    </div>
  )
}

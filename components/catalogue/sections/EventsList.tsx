import { sectionList } from '@/lib/catalogue/descriptions'
import { EventCard } from './EventsCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { EventsListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

/** The afisha's date filter (the list without one shows what is still to come). */
export const EVENT_DATE_FILTERS = [
  { value: 'today', label: 'Сегодня' },
  { value: 'weekend', label: 'На выходных' },
  { value: 'past', label: 'Прошедшие' },
] as const

export type EventsListProps = ListPageProps<EventsListRouteQueryQuery>
export function EventsListView({ data, filter }: EventsListProps) {
  const { items, pageInfo } = data.events
  return (
    <CatalogueListView
      {...sectionList('events')}
      filter={{ label: 'Когда', allLabel: 'Скоро', options: EVENT_DATE_FILTERS, selected: filter }}
      pageInfo={pageInfo}
      cards={items.map((event, i) => (
        <EventCard key={event.id} event={event} priority={i === 0} />
      ))}
      emptyText={filter === 'past' ? 'Прошедших событий пока нет.' : 'На эти даты событий пока нет. Загляните позже.'}
    />
  )
}

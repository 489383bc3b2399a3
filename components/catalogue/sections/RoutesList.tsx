import { ACCESSIBLE_FILTER } from '@/lib/catalogue/constants'
import { sectionList } from '@/lib/catalogue/descriptions'
import { RouteCard } from './RoutesCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { RoutesListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

export type RoutesListProps = ListPageProps<RoutesListRouteQueryQuery>
// The list has no other filter, so «Доступная среда» is its one filter, as on the beaches.
const ACCESSIBILITY_OPTIONS = [{ value: ACCESSIBLE_FILTER, label: 'Доступная среда' }]

export function RoutesListView({ data, filter }: RoutesListProps) {
  const { items, pageInfo } = data.walkingRoutes
  return (
    <CatalogueListView
      {...sectionList('routes')}
      filter={{ label: 'Доступность', allLabel: 'Все маршруты', options: ACCESSIBILITY_OPTIONS, selected: filter }}
      pageInfo={pageInfo}
      cards={items.map((route, i) => (
        <RouteCard key={route.id} route={route} priority={i === 0} />
      ))}
      emptyText={
        filter === ACCESSIBLE_FILTER ? 'Доступных маршрутов пока не отмечено.' : 'Маршрутов пока нет. Загляните позже.'
      }
    />
  )
}

import { sectionList } from '@/lib/catalogue/descriptions'
import { RouteCard } from './RoutesCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { RoutesListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

export type RoutesListProps = ListPageProps<RoutesListRouteQueryQuery>
export function RoutesListView({ data }: RoutesListProps) {
  const { items, pageInfo } = data.walkingRoutes
  return (
    <CatalogueListView
      {...sectionList('routes')}
      pageInfo={pageInfo}
      cards={items.map((route, i) => (
        <RouteCard key={route.id} route={route} priority={i === 0} />
      ))}
      emptyText="Маршрутов пока нет. Загляните позже."
    />
  )
}

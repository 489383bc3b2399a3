import { sectionList } from '@/lib/catalogue/descriptions'
import { PlaceCard } from './PlacesCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { PlacesListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

export type PlacesListProps = ListPageProps<PlacesListRouteQueryQuery>
export function PlacesListView({ data, filter }: PlacesListProps) {
  const { items, pageInfo, filters } = data.places
  return (
    <CatalogueListView
      {...sectionList('places')}
      filter={{ label: 'Категории', allLabel: 'Все', options: filters, selected: filter }}
      pageInfo={pageInfo}
      cards={items.map((place, i) => (
        <PlaceCard key={place.id} place={place} priority={i === 0} />
      ))}
      emptyText="В этой категории пока ничего нет."
    />
  )
}

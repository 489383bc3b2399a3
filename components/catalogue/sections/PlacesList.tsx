import { sectionList } from '@/lib/catalogue/descriptions'
import { PlaceCard } from './PlacesCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { PlacesListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

/** What an empty page says: a category, «Доступная среда», or both, found nothing. */
function emptyText(category: string | null, accessible: boolean) {
  if (!accessible) return 'В этой категории пока ничего нет.'
  return category ? 'В этой категории доступных мест пока не отмечено.' : 'Доступных мест пока не отмечено.'
}

export type PlacesListProps = ListPageProps<PlacesListRouteQueryQuery>
export function PlacesListView({ data, filter, accessible = false }: PlacesListProps) {
  const { items, pageInfo, filters } = data.places
  return (
    <CatalogueListView
      {...sectionList('places')}
      filter={{ label: 'Категории', allLabel: 'Все', options: filters, selected: filter }}
      accessible={{ allLabel: 'Все места', selected: accessible }}
      pageInfo={pageInfo}
      cards={items.map((place, i) => (
        <PlaceCard key={place.id} place={place} priority={i === 0} />
      ))}
      emptyText={emptyText(filter, accessible)}
    />
  )
}

import { sectionList } from '@/lib/catalogue/descriptions'
import { SECTION_PATHS } from '@/lib/catalogue/paths'
import { TourCard } from './ToursCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { ToursListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'
import { Link } from '@/components/ui/Link'

export type ToursListProps = ListPageProps<ToursListRouteQueryQuery>
export function ToursListView({ data, filter }: ToursListProps) {
  const { items, pageInfo, filters } = data.tours
  return (
    <CatalogueListView
      {...sectionList('tours')}
      aside={
        <p>
          <Link href={SECTION_PATHS.tourGroups}>Все подборки экскурсий и туров →</Link>
        </p>
      }
      filter={{ label: 'Теги', allLabel: 'Все', options: filters, selected: filter }}
      pageInfo={pageInfo}
      cards={items.map((tour, i) => (
        <TourCard key={tour.id} tour={tour} priority={i === 0} />
      ))}
      emptyText="С этим тегом экскурсий пока нет. Загляните позже."
    />
  )
}

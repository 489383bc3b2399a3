import { sectionList } from '@/lib/catalogue/descriptions'
import { InfrastructureCard } from './InfrastructureCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { InfrastructureListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

export type InfrastructureListProps = ListPageProps<InfrastructureListRouteQueryQuery>
export function InfrastructureListView({ data, filter }: InfrastructureListProps) {
  const { items, pageInfo, filters } = data.infrastructure
  return (
    <CatalogueListView
      {...sectionList('infrastructure')}
      filter={{ label: 'Категории', allLabel: 'Все', options: filters, selected: filter }}
      pageInfo={pageInfo}
      cards={items.map((item, i) => (
        <InfrastructureCard key={item.id} item={item} priority={i === 0} />
      ))}
      emptyText="В этой категории пока ничего нет."
    />
  )
}

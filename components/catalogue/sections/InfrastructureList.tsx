import { sectionList } from '@/lib/catalogue/descriptions'
import { InfrastructureCard } from './InfrastructureCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { InfrastructureListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'

/** What an empty page says: a category, «Доступная среда», or both, found nothing. */
function emptyText(category: string | null, accessible: boolean) {
  if (!accessible) return 'В этой категории пока ничего нет.'
  return category ? 'В этой категории доступных объектов пока не отмечено.' : 'Доступных объектов пока не отмечено.'
}

export type InfrastructureListProps = ListPageProps<InfrastructureListRouteQueryQuery>
export function InfrastructureListView({ data, filter, accessible = false }: InfrastructureListProps) {
  const { items, pageInfo, filters } = data.infrastructure
  return (
    <CatalogueListView
      {...sectionList('infrastructure')}
      filter={{ label: 'Категории', allLabel: 'Все', options: filters, selected: filter }}
      accessible={{ allLabel: 'Все объекты', selected: accessible }}
      pageInfo={pageInfo}
      cards={items.map((item, i) => (
        <InfrastructureCard key={item.id} item={item} priority={i === 0} />
      ))}
      emptyText={emptyText(filter, accessible)}
    />
  )
}

import { sectionList } from '@/lib/catalogue/descriptions'
import { BeachCard } from './BeachesCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { BeachesListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'
import { BeachGroupLinks } from './Groups'

export type BeachesListProps = ListPageProps<BeachesListRouteQueryQuery>
export function BeachesListView({ data }: BeachesListProps) {
  const { items, pageInfo } = data.beaches
  return (
    <CatalogueListView
      {...sectionList('beaches')}
      aside={<BeachGroupLinks groups={data.beachGroups} />}
      pageInfo={pageInfo}
      cards={items.map((beach, i) => (
        <BeachCard key={beach.id} beach={beach} priority={i === 0} />
      ))}
      emptyText="Пляжей пока нет. Загляните позже."
    />
  )
}

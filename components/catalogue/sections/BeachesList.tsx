import { SECTION_DESCRIPTIONS } from '@/lib/catalogue/descriptions'
import { SECTION_PATHS } from '@/lib/catalogue/paths'
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
      path={SECTION_PATHS.beaches}
      description={SECTION_DESCRIPTIONS.beaches}
      aside={<BeachGroupLinks groups={data.beachGroups} />}
      pageInfo={pageInfo}
      nearMe="BEACH"
      cards={items.map((beach, i) => (
        <BeachCard key={beach.id} beach={beach} priority={i === 0} />
      ))}
      emptyText="Пляжей пока нет. Загляните позже."
    />
  )
}

import { ACCESSIBLE_FILTER } from '@/lib/catalogue/constants'
import { sectionList } from '@/lib/catalogue/descriptions'
import { BeachCard } from './BeachesCard'
import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import type { BeachesListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'
import { BeachGroupLinks } from './BeachGroupLinks'

export type BeachesListProps = ListPageProps<BeachesListRouteQueryQuery>
const ACCESSIBILITY_OPTIONS = [{ value: ACCESSIBLE_FILTER, label: 'Доступная среда' }]

export function BeachesListView({ data, filter }: BeachesListProps) {
  const { items, pageInfo } = data.beaches
  return (
    <CatalogueListView
      {...sectionList('beaches')}
      filter={{ label: 'Доступность', allLabel: 'Все пляжи', options: ACCESSIBILITY_OPTIONS, selected: filter }}
      aside={<BeachGroupLinks groups={data.beachGroups} />}
      pageInfo={pageInfo}
      cards={items.map((beach, i) => (
        <BeachCard key={beach.id} beach={beach} priority={i === 0} />
      ))}
      emptyText={
        filter === ACCESSIBLE_FILTER ? 'Доступных пляжей пока не отмечено.' : 'Пляжей пока нет. Загляните позже.'
      }
    />
  )
}

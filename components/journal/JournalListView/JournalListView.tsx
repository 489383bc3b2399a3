import { CatalogueListView } from '@/components/catalogue/CatalogueListView/CatalogueListView'
import { ArticleCard } from '@/components/journal/ArticleCard/ArticleCard'
import type { JournalListRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import { JOURNAL_DESCRIPTION } from '@/lib/journal/constants'
import { JOURNAL_PATH } from '@/lib/journal/paths'
import type { ListPageProps } from '@/lib/routing/listProps'

export type JournalListProps = ListPageProps<JournalListRouteQueryQuery, 'category'>

/**
 * The journal is a list page like the catalogue's: its categories are the filter (docs/spec.md#2-screens-and-routes).
 */
export function JournalListView({ data, category }: JournalListProps) {
  const { journal, journalCategories } = data
  const current = journalCategories.find((c) => c.slug === category) ?? null
  return (
    <CatalogueListView
      path={JOURNAL_PATH}
      description={JOURNAL_DESCRIPTION}
      filter={{
        label: 'Категории журнала',
        allLabel: 'Все',
        options: journalCategories.map((c) => ({ value: c.slug, label: c.name })),
        selected: category,
      }}
      pageInfo={journal.pageInfo}
      cards={journal.items.map((article, index) => (
        <ArticleCard key={article.id} article={article} priority={index === 0} />
      ))}
      emptyText={`${current ? `В категории «${current.name}» пока нет статей.` : 'Статей пока нет.'} Загляните позже.`}
      // Nine articles a page (docs/spec.md#9-business-constants-and-limits) fill three columns evenly.
      maxColumns={3}
    />
  )
}

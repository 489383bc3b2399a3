import { JOURNAL_DESCRIPTION } from '@/lib/journal/constants'
import { JOURNAL_PATH, journalListHref } from '@/lib/journal/paths'
import { crumbsFor } from '@/lib/routes'
import type { JournalListRouteQueryQuery } from '@/graphql/__generated__/client/graphql'
import type { ListPageProps } from '@/lib/routing/listProps'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { ArticleCard } from '@/components/journal/ArticleCard/ArticleCard'
import { CategoryChips } from '@/components/journal/CategoryChips/CategoryChips'
import { Pagination } from '@/components/ui/Pagination/Pagination'
import styles from './JournalListView.module.css'

export type JournalListProps = ListPageProps<JournalListRouteQueryQuery, 'category'>

export function JournalListView({ data, category }: JournalListProps) {
  // The crumb label of the route table (spec §2) is also the page's title.
  const crumbs = crumbsFor(JOURNAL_PATH)
  const title = crumbs[0]!.label
  const { journal, journalCategories } = data
  const current = journalCategories.find((c) => c.slug === category) ?? null
  const { page } = journal.pageInfo
  const pageSuffix = page > 1 ? `, страница ${page}` : ''
  return (
    <div className={styles.page}>
      <PageMeta
        title={`${current ? `${current.name} — ${title}` : title}${pageSuffix}`}
        description={JOURNAL_DESCRIPTION}
        path={journalListHref(category, page)}
      />
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{title}</h1>
      <CategoryChips categories={journalCategories} selected={category} />
      {journal.items.length === 0 ? (
        <p className={styles.empty} role="status">
          {current ? `В категории «${current.name}» пока нет статей.` : 'Статей пока нет.'} Загляните позже.
        </p>
      ) : (
        <ul className={styles.grid}>
          {journal.items.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination pageInfo={journal.pageInfo} hrefFor={(p) => journalListHref(category, p)} />
    </div>
  )
}

import { Link } from '@/components/ui/Link'

import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import { ChipList } from '@/components/ui/ChipList'
import { Pagination } from '@/components/ui/Pagination/Pagination'
import type { SearchEntity, SearchRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import { NOTHING_FOUND, SEARCH_ENTITIES, SEARCH_PATH, searchPageHref } from '@/lib/search/entities'
import { SearchResultItem } from '@/components/search/SearchResultItem/SearchResultItem'
import styles from './SearchResultsView.module.css'

const TITLE = 'Поиск по сайту'
const ALL = 'all'
export const SEARCH_UNAVAILABLE = 'Поиск временно недоступен. Попробуйте позже.'

export type SearchPageProps = {
  text: string
  entity: SearchEntity | null
  page: number
  /** Null before the visitor has typed anything, or when search is unavailable (`failed`). */
  results: SearchRouteQueryQuery['search'] | null
  failed: boolean
}

/** /poisk: a plain form (works without JavaScript), the kind filter as links, the results and pages. */
export function SearchResultsView({ text, entity, page, results, failed }: SearchPageProps) {
  return (
    <div className={styles.page}>
      <PageMeta
        title={text ? `«${text}» — ${TITLE}` : TITLE}
        description="Пляжи, экскурсии, события, маршруты и статьи журнала Анапы."
        path={text ? searchPageHref(text, entity, page) : SEARCH_PATH}
        noindex
      />
      <Breadcrumbs items={[{ label: TITLE }]} />
      <h1 className={styles.title}>{TITLE}</h1>
      <form role="search" action={SEARCH_PATH} method="get" className={styles.form}>
        <label htmlFor="search-page-input" className={styles.label}>
          Что ищем
        </label>
        <div className={styles.row}>
          <input
            id="search-page-input"
            type="search"
            name="search"
            defaultValue={text}
            maxLength={200}
            placeholder="Пляж, экскурсия, событие…"
            className={styles.input}
          />
          {entity ? (
            <input type="hidden" name="entity" value={SEARCH_ENTITIES.find((e) => e.value === entity)?.param} />
          ) : null}
          <button type="submit" className={styles.submit}>
            Найти
          </button>
        </div>
      </form>
      {text ? (
        <ChipList
          label="Что искать"
          mode="single"
          selected={[entity ?? ALL]}
          chips={[
            { id: ALL, title: 'Всё', href: searchPageHref(text) },
            ...SEARCH_ENTITIES.map((e) => ({ id: e.value, title: e.label, href: searchPageHref(text, e.value) })),
          ]}
        />
      ) : null}
      {failed ? (
        <p className={styles.note} role="alert">
          {SEARCH_UNAVAILABLE}
        </p>
      ) : null}
      {!text && !failed ? (
        <p className={styles.note}>Введите, что ищете: пляж, экскурсию, событие или маршрут.</p>
      ) : null}
      {results && results.items.length === 0 && results.pageInfo.total === 0 ? (
        <p className={styles.note} role="status">
          {NOTHING_FOUND}
        </p>
      ) : null}
      {results && results.items.length === 0 && results.pageInfo.total > 0 ? (
        // A page past the end (an old link, a hand-edited URL) is not "nothing found".
        <p className={styles.note} role="status">
          Найдено: {results.pageInfo.total}, но на странице {page} результатов нет.{' '}
          <Link href={searchPageHref(text, entity, results.pageInfo.pageCount)}>
            Последняя страница — {results.pageInfo.pageCount}
          </Link>
        </p>
      ) : null}
      {results && results.items.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            Найдено: {results.pageInfo.total}
          </p>
          <ul className={styles.list} aria-label="Результаты поиска">
            {results.items.map((result) => (
              <li key={`${result.entity}-${result.id}`}>
                <SearchResultItem result={result} />
              </li>
            ))}
          </ul>
          <Pagination pageInfo={results.pageInfo} hrefFor={(p) => searchPageHref(text, entity, p)} />
        </>
      ) : null}
    </div>
  )
}

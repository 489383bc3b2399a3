import { Link } from '@/components/ui/Link'

import type { Pagination_PageInfoFragment } from '@/lib/__generated__/gql/graphql'

import styles from './Pagination.module.css'

type Props = { pageInfo: Pagination_PageInfoFragment; hrefFor: (page: number) => string }

/** Pages around the current one, with the first and last always reachable. */
export function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? ['gap' as const, p] : [p]))
}

export function Pagination({ pageInfo, hrefFor }: Props) {
  const { page, pageCount } = pageInfo
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Страницы" className={styles.nav}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={styles.step} rel="prev">
          ← Назад
        </Link>
      ) : null}
      <ol className={styles.pages}>
        {visiblePages(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                href={hrefFor(p)}
                className={p === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Страница ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={styles.step} rel="next">
          Вперёд →
        </Link>
      ) : null}
    </nav>
  )
}

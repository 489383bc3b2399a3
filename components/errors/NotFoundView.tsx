import { Link } from '@/components/ui/Link'
import { useRouter } from 'next/router'
import { ErrorMeta } from './ErrorMeta'
import { useHydrated } from '@/lib/hooks/useHydrated'
import styles from './ErrorViews.module.css'

/**
 * The message of docs/spec.md#8-error-catalogue for an unmatched path: for tools and logs, not page copy (it is
 * English).
 */
export const notFoundMessage = (path: string) => `Page not found: ${path}`

/** docs/spec.md#2-screens-and-routes, #8-error-catalogue: the 404 page. */
export function NotFoundView() {
  const { asPath } = useRouter()
  // The 404 page is prerendered once for every path, so only the browser knows which path it is.
  const hydrated = useHydrated()

  return (
    <section
      className={styles.view}
      aria-labelledby="error-title"
      data-error-message={hydrated ? notFoundMessage(asPath) : undefined}
    >
      <ErrorMeta title="Страница не найдена" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="error-title" className={styles.title}>
        Извините, страница не найдена
      </h1>
      <p className={styles.text}>Похоже, эту страницу унесла чайка — они тут у нас всё тащат.</p>
      <Link href="/" className={styles.home}>
        На главную
      </Link>
    </section>
  )
}

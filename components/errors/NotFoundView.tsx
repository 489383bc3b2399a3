import Link from 'next/link'
import { useRouter } from 'next/router'
import { useHydrated } from '@/lib/hooks/useHydrated'
import styles from './ErrorViews.module.css'

/** spec §2, §8: the 404 page. */
export function NotFoundView() {
  const { asPath } = useRouter()
  // The 404 page is prerendered once for every path, so only the browser knows which path it is.
  const hydrated = useHydrated()

  return (
    <section className={styles.view} aria-labelledby="error-title">
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
      {hydrated && <p className={styles.technical}>Page not found: {asPath}</p>}
    </section>
  )
}

import { Link } from '@/components/ui/Link'

import { ErrorMeta } from './ErrorMeta'
import styles from './ErrorViews.module.css'

interface ErrorViewProps {
  statusCode: number
}

/**
 * docs/spec.md#2-screens-and-routes, #8-error-catalogue: any error other than 404 shows its code and a server-error
 * message.
 */
export function ErrorView({ statusCode }: ErrorViewProps) {
  return (
    <section className={styles.view} aria-labelledby="error-title">
      <ErrorMeta title={`Ошибка ${statusCode}`} />
      <p className={styles.code}>{statusCode}</p>
      <h1 id="error-title" className={styles.title}>
        Произошла ошибка на сервере
      </h1>
      <Link href="/" className={styles.home}>
        На главную
      </Link>
    </section>
  )
}

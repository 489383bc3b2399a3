import { Link } from '@/components/ui/Link'
import { Button } from '@/components/ui/Button'
import { PRIVACY_LINK } from '@/lib/routes'
import { useCookieConsent } from './useCookieConsent'
import styles from './CookieBanner.module.css'

/**
 * docs/spec.md#2-screens-and-routes, #4-states-and-transitions: shown until the visitor accepts; acceptance is
 * remembered on this device.
 */
export function CookieBanner() {
  const { accepted, accept } = useCookieConsent()
  if (accepted) return null

  return (
    <section className={styles.banner} aria-label="Файлы cookie">
      <p className={styles.text}>
        Мы используем файлы cookie, чтобы сайт работал корректно и был удобнее. Продолжая пользоваться сайтом, вы
        соглашаетесь с этим. Подробнее — в{' '}
        <Link href={PRIVACY_LINK.href} className={styles.link}>
          политике конфиденциальности
        </Link>
        .
      </p>
      <Button size="md" onClick={accept} className={styles.accept}>
        Принять
      </Button>
    </section>
  )
}

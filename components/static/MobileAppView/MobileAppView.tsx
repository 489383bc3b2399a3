import { APP_PAGE_HREF, APP_STORES } from '@/lib/routes'
import { Icon } from '@/components/ui/Icon'
import { StaticPage } from '@/components/static/StaticPage'
import styles from './MobileAppView.module.css'

const NEW_TAB = ' (откроется в новой вкладке)'

const FEATURES = [
  {
    title: 'Штормовые предупреждения',
    text: 'Уведомления МЧС о шторме и сильном ветре придут сразу, даже если вы на пляже.',
  },
  {
    title: 'Афиша и экскурсии',
    text: 'Концерты, фестивали и экскурсии курорта с датами, ценами и местом на карте.',
  },
  {
    title: 'Пляжи и онлайн-камеры',
    text: 'Посмотрите, сколько людей на пляже и какое море, прежде чем выходить из дома.',
  },
  {
    title: 'Резидентам',
    text: 'Мой транспорт, заявки на резидентское разрешение и бронирования — в одном профиле с сайтом.',
  },
] as const

/**
 * docs/spec.md#1-what-the-product-does-and-for-whom: the mobile app in three stores, with the QR code of the footer.
 */
export function MobileAppView() {
  return (
    <StaticPage
      path={APP_PAGE_HREF}
      title="Мобильное приложение"
      description="Приложение города-курорта Анапа для iPhone и Android: афиша, пляжи, онлайн-камеры, маршруты и уведомления МЧС. Скачайте в App Store, Google Play или RuStore."
      lead="Анапа в телефоне: афиша, пляжи, маршруты и онлайн-камеры всегда под рукой, а важные уведомления приходят вовремя. Вход по тому же номеру телефона, что и на сайте."
    >
      <div className={styles.layout}>
        <section aria-labelledby="app-stores" className={styles.download}>
          <h2 id="app-stores" className={styles.heading}>
            Скачать приложение
          </h2>
          <ul role="list" className={styles.stores}>
            {APP_STORES.map((store) => (
              <li key={store.href}>
                <a href={store.href} className={styles.store} target="_blank" rel="noopener noreferrer">
                  <Icon name={store.icon} size="lg" />
                  <span className={styles.storeText}>
                    <span className={styles.storeHint}>Скачать в</span>
                    <span className={styles.storeName}>{store.label}</span>
                  </span>
                  <span className="visually-hidden">{NEW_TAB}</span>
                </a>
              </li>
            ))}
          </ul>
          <figure className={styles.qr}>
            <Icon sprite="qr" name="app" size="lg" className={styles.qrCode} label="QR-код для скачивания приложения" />
            <figcaption className={styles.qrCaption}>
              Наведите камеру телефона на код, чтобы скачать приложение
            </figcaption>
          </figure>
        </section>

        <section aria-labelledby="app-features">
          <h2 id="app-features" className={styles.heading}>
            Что умеет приложение
          </h2>
          <ul role="list" className={styles.features}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </StaticPage>
  )
}

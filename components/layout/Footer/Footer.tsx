import { Link } from '@/components/ui/Link'
import { Icon } from '@/components/ui/Icon'
import {
  ACCESSIBILITY_LINK,
  APP_PAGE_HREF,
  APP_STORES,
  BUSINESS_LINK,
  FOOTER_ADDRESS,
  HEADER_MENUS,
  PRIVACY_LINK,
  PUBLIC_APPEALS_LINK,
  SOCIAL_LINKS,
  SUPPORT_EMAIL,
} from '@/lib/routes'
import { NavGroupList } from '@/components/layout/NavGroupList'
import { NavItemLink } from '@/components/layout/NavItemLink'
import { SavedForOfflineSlot } from '@/components/layout/SavedForOffline'
import { DataSaverSwitch } from '@/components/layout/DataSaverSwitch'
import styles from './Footer.module.css'

const NEW_TAB = ' (откроется в новой вкладке)'

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logo} aria-label="Анапа — на главную">
            <Icon name="logo" size="lg" />
            <span aria-hidden="true">Анапа</span>
          </Link>
          <p className={styles.tagline}>Путеводитель по туристической и социальной инфраструктуре города-курорта.</p>
          <address className={styles.address}>
            <span className={styles.addressLine}>
              <Icon name="map-pin" size="sm" />
              {FOOTER_ADDRESS}
            </span>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.addressLine}>
              <Icon name="mail" size="sm" />
              {SUPPORT_EMAIL}
            </a>
          </address>
        </div>

        <nav aria-label="Навигация по сайту" className={styles.nav}>
          <NavGroupList groups={HEADER_MENUS} headingLevel="h2" />
          <NavItemLink link={BUSINESS_LINK} className={styles.business} />
          <NavItemLink link={PUBLIC_APPEALS_LINK} className={styles.business} />
        </nav>

        <section aria-labelledby="footer-social" className={styles.section}>
          <h2 id="footer-social" className={styles.heading}>
            Мы в соцсетях
          </h2>
          <ul role="list" className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.socialLink} target="_blank" rel="noopener noreferrer">
                  <Icon name={link.icon} size="lg" />
                  <span>{link.label}</span>
                  <span className="visually-hidden">{NEW_TAB}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-app" className={styles.section}>
          <h2 id="footer-app" className={styles.heading}>
            Мобильное приложение
          </h2>
          <div className={styles.app}>
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
            <Link href={APP_PAGE_HREF} className={styles.qr}>
              <Icon sprite="qr" name="app" size="lg" className={styles.qrCode} />
              <span className={styles.qrCaption}>Наведите камеру, чтобы скачать приложение</span>
            </Link>
          </div>
        </section>

        <div className={styles.bottom}>
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Город-курорт Анапа
          </p>
          <NavItemLink link={PRIVACY_LINK} className={styles.privacy} />
          <NavItemLink link={ACCESSIBILITY_LINK} className={styles.privacy} />
          <DataSaverSwitch />
          <SavedForOfflineSlot />
        </div>
      </div>
    </footer>
  )
}

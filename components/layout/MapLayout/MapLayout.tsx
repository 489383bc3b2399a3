import type { LayoutProps } from '@/components/layout/DefaultLayout'
import { AlertBannerSlot } from '@/components/alerts/AlertBanner'
import { DeviceCopyNoticeSlot } from '@/components/layout/DeviceCopyNotice'
import { Header } from '@/components/layout/Header'
import { MobileBottomBar } from '@/components/layout/MobileBottomBar'
import { MAIN_ID, SkipLink } from '@/components/layout/SkipLink'
import styles from './MapLayout.module.css'

/**
 * The map page (docs/spec.md#2-screens-and-routes): the map fills the screen under the header; no footer. The bottom
 * bar stays, because below 1024 px it is the only way to reach the other sections.
 */
export function MapLayout({ children, signedIn = false }: LayoutProps) {
  return (
    <div className={styles.layout}>
      <SkipLink />
      <Header signedIn={signedIn} />
      <DeviceCopyNoticeSlot />
      <AlertBannerSlot />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <MobileBottomBar />
    </div>
  )
}

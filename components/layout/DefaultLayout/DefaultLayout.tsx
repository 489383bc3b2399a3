import type { ReactNode } from 'react'
import { Footer } from '@/components/layout/Footer'
import { AlertBannerSlot } from '@/components/alerts/AlertBanner'
import { DeviceCopyNoticeSlot } from '@/components/layout/DeviceCopyNotice'
import { Header } from '@/components/layout/Header'
import { MobileBottomBar } from '@/components/layout/MobileBottomBar'
import { MAIN_ID, SkipLink } from '@/components/layout/SkipLink'
import styles from './DefaultLayout.module.css'

export interface LayoutProps {
  children: ReactNode
  /** Passed to the header: favourites and the bell show only when signed in. */
  signedIn?: boolean
}

export function DefaultLayout({ children, signedIn = false }: LayoutProps) {
  return (
    <div className={styles.layout}>
      <SkipLink />
      <Header signedIn={signedIn} />
      <DeviceCopyNoticeSlot />
      <AlertBannerSlot />
      {/* tabIndex -1: the skip link can move focus here, not just scroll. */}
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <MobileBottomBar />
    </div>
  )
}

import Router from 'next/router'
import { useEffect, useState, type CSSProperties } from 'react'
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@/lib/constants'
import { createLoadingBarController, type LoadingBarPhase } from './loadingBarController'
import styles from './LoadingBar.module.css'

const FADE_MS = 300

/** A thin bar at the top of the page while a route change takes longer than the throttle. */
export function LoadingBar() {
  const [phase, setPhase] = useState<LoadingBarPhase>('idle')

  useEffect(() => {
    const controller = createLoadingBarController(setPhase, { throttleMs: LOADING_BAR_THROTTLE_MS, fadeMs: FADE_MS })
    const start = () => controller.start()
    const finish = () => controller.finish()
    Router.events.on('routeChangeStart', start)
    Router.events.on('routeChangeComplete', finish)
    Router.events.on('routeChangeError', finish)
    return () => {
      Router.events.off('routeChangeStart', start)
      Router.events.off('routeChangeComplete', finish)
      Router.events.off('routeChangeError', finish)
      controller.dispose()
    }
  }, [])

  if (phase === 'idle') return null

  const timing = { '--loading-bar-duration': `${LOADING_BAR_DURATION_MS}ms`, '--loading-bar-fade': `${FADE_MS}ms` }
  return (
    <div
      className={styles.bar}
      data-phase={phase}
      role="progressbar"
      aria-label="Загрузка страницы"
      style={timing as CSSProperties}
    >
      <div className={styles.fill} />
    </div>
  )
}

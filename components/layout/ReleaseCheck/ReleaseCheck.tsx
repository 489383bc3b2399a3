import Router from 'next/router'
import { useEffect, useState } from 'react'
import { RELEASE_CHECK_INTERVAL_MS } from '@/lib/constants'
import { takeUpdate, watchWaitingWorker } from '@/lib/pwa/waitingWorker'
import { fetchReleaseBuildId, startReleaseGuard } from './releaseGuard'
import styles from './ReleaseCheck.module.css'

/** Next declares __NEXT_DATA__ as always present, but it is missing outside a Next page (tests, embeds). */
type WindowWithNextData = Window & { __NEXT_DATA__?: { buildId?: string } }

/**
 * Watches for a new release while the page is open (docs/spec.md#4-states-and-transitions): the
 * site's build, polled every hour, and the service worker, which waits once a new one is installed
 * (docs/decisions/0046-service-worker-on-serwist.md). Either way the visitor is offered «Обновить»
 * rather than the page changing under them; the next navigation inside the site loads in full anyway.
 */
export function ReleaseCheck() {
  const [offered, setOffered] = useState(false)

  useEffect(() => {
    const currentBuildId = (window as WindowWithNextData).__NEXT_DATA__?.buildId
    if (!currentBuildId) return
    return startReleaseGuard({
      events: Router.events,
      currentBuildId,
      intervalMs: RELEASE_CHECK_INTERVAL_MS,
      fetchBuildId: () => fetchReleaseBuildId(),
      hardNavigate: (url) => window.location.assign(url),
      onNewRelease: () => setOffered(true),
    })
  }, [])

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    return watchWaitingWorker(navigator.serviceWorker, () => setOffered(true))
  }, [])

  const update = () => void takeUpdate(navigator.serviceWorker, () => window.location.reload())

  return (
    <div role="status" className={offered ? styles.offer : undefined}>
      {offered ? (
        <>
          <p className={styles.text}>Доступна новая версия сайта.</p>
          <button type="button" className={styles.update} onClick={update}>
            Обновить
          </button>
        </>
      ) : null}
    </div>
  )
}

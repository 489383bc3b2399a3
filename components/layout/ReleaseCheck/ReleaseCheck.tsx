import Router from 'next/router'
import { useEffect } from 'react'
import { RELEASE_CHECK_INTERVAL_MS } from '@/lib/constants'
import { fetchReleaseBuildId, startReleaseGuard } from './releaseGuard'

/** Next declares __NEXT_DATA__ as always present, but it is missing outside a Next page (tests, embeds). */
type WindowWithNextData = Window & { __NEXT_DATA__?: { buildId?: string } }

/**
 * Renders nothing: it only watches for a new release while the page is open (docs/spec.md#4-states-and-transitions).
 */
export function ReleaseCheck() {
  useEffect(() => {
    const currentBuildId = (window as WindowWithNextData).__NEXT_DATA__?.buildId
    if (!currentBuildId) return
    return startReleaseGuard({
      events: Router.events,
      currentBuildId,
      intervalMs: RELEASE_CHECK_INTERVAL_MS,
      fetchBuildId: () => fetchReleaseBuildId(),
      hardNavigate: (url) => window.location.assign(url),
    })
  }, [])

  return null
}

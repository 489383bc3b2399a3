import { useBrowserStore } from '@/lib/hooks/useBrowserStore'

import { COOKIE_CONSENT_ACCEPTED as ACCEPTED, COOKIE_CONSENT_KEY } from '@anapa/shared/security/cookieConsent'

export { COOKIE_CONSENT_KEY }

const listeners = new Set<() => void>()
/** Used only when storage is unavailable (private mode, blocked cookies): the banner then hides for this page view. */
let acceptedInMemory = false

function readAccepted(): boolean {
  if (acceptedInMemory) return true
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY) === ACCEPTED
  } catch {
    return false
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Accepting in another tab hides the banner here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === COOKIE_CONSENT_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The server cannot know about localStorage, so it (and the hydrating client) renders the banner:
 * it paints with the page (appearing after hydration, it was the home page's LCP). For a
 * visitor who accepted before, the consent script in <head> (pages/_document.tsx) has already hidden
 * it by CSS; React then re-renders with the real value and removes it, without a hydration mismatch.
 */
const serverSnapshot = () => false

function accept() {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, ACCEPTED)
  } catch {
    acceptedInMemory = true
  }
  listeners.forEach((listener) => listener())
}

export function useCookieConsent(): { accepted: boolean; accept: () => void } {
  const accepted = useBrowserStore(subscribe, readAccepted, serverSnapshot)
  return { accepted, accept }
}

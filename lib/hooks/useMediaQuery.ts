import { useCallback } from 'react'

import { useBrowserStore } from './useBrowserStore'

function mediaQueryList(query: string): MediaQueryList | null {
  // jsdom and very old browsers have no matchMedia; "unknown" is safer than a guess.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null
}

/**
 * Whether a media query matches, following changes. Null on the server and during hydration
 * (the server cannot know the viewport), so markup that depends on it must also be right for null,
 * usually by letting CSS decide until the browser answers.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query)
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    [query],
  )
  return useBrowserStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? null,
    () => null,
  )
}

import { Suspense, type ReactNode } from 'react'

/**
 * Server-rendered content React may hydrate in a later, interruptible task (issue 14). The page's
 * HTML is complete either way; a Suspense boundary only lets React's selective hydration leave this
 * part for after the rest, in slices that yield to the browser, instead of one long task over the
 * whole page (263 ms under Lighthouse's phone CPU). A click inside it before then hydrates it first.
 * Nothing in it suspends, so the empty fallback never shows, on hydration or after navigation.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

import { useHydrated } from './useHydrated'

/**
 * A component that exists only in the browser and arrives in its own chunk once it is first drawn
 * after hydration: what `next/dynamic` with `ssr: false` does, built on React's own `lazy` so the
 * shell every page loads does not also carry next/dynamic's loadable runtime (about 1.3 kB gzip of
 * first-load JS). The server and the hydrating browser draw `fallback`; so does a chunk
 * that fails to arrive, as next/dynamic's `loading` would, rather than taking the page down.
 */
export function clientOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: () => ReactNode = () => null,
): ComponentType<P> {
  const Lazy = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback as ComponentType<P> }),
    ),
  )
  function ClientOnly(props: P) {
    const hydrated = useHydrated()
    if (!hydrated) return fallback()
    return (
      <Suspense fallback={fallback()}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return ClientOnly
}

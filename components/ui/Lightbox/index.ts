import { clientOnly } from '@/lib/hooks/clientOnly'

import type { LightboxProps } from './Lightbox'

export type { LightboxProps }

/**
 * The lightbox, fetched on its first render only (docs/architecture.md#6-ui): the library, its CSS and our
 * gesture code stay out of every page's first-load JS. Render it only while it is open.
 */
export const Lightbox = clientOnly<LightboxProps>(() => import('./Lightbox').then((m) => m.default))

/** Starts fetching the lightbox chunk early (on hover or focus of an opener), so opening feels instant. */
export function preloadLightbox(): void {
  void import('./Lightbox')
}

/**
 * What the page and the service worker (lib/pwa/worker/heldPictures.ts) say to each other about
 * low-data mode (docs/decisions/0049-low-data-mode.md). The page decides the mode (lib/dataSaver.ts)
 * and tells the worker, which holds back the pictures a page's HTML names before the page could
 * say anything: on a full page load the browser asks for them before any of our scripts run.
 * Plain data only, so both the page's bundle and the worker's can import it.
 */

/** The page tells the worker whether low-data mode is on. */
export const DATA_SAVER_STATE = 'anapa:data-saver'

export interface DataSaverState {
  type: typeof DATA_SAVER_STATE
  on: boolean
}

/**
 * The page asks the worker to let one picture through (the visitor tapped «Показать фото»), naming
 * the picture as the page does (its `src`, which the image optimiser's address carries as `url`).
 * The worker replies on the message's port once it will.
 */
export const SHOW_PICTURE = 'anapa:show-picture'

export interface ShowPicture {
  type: typeof SHOW_PICTURE
  source: string
}

/** The image optimiser's address: every picture from the CMS a page shows goes through it. */
export const IMAGE_OPTIMISER_PATH = '/_next/image'

/**
 * The picture an image optimiser's address is of, as an absolute URL (so `/media/a.jpg` and the
 * same address written in full are one picture), or null for any other address.
 */
export function pictureOf(url: URL): string | null {
  if (url.pathname !== IMAGE_OPTIMISER_PATH) return null
  const source = url.searchParams.get('url')
  return source ? absolute(source, url.origin) : null
}

/** `source` as an absolute URL against the site's origin, or null when it is none. */
export function absolute(source: string, origin: string): string | null {
  try {
    return new URL(source, origin).href
  } catch {
    return null
  }
}

function hasType(value: unknown, type: string): value is { type: string } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === type
}

export const isDataSaverState = (value: unknown): value is DataSaverState =>
  hasType(value, DATA_SAVER_STATE) && typeof (value as { on?: unknown }).on === 'boolean'

export const isShowPicture = (value: unknown): value is ShowPicture =>
  hasType(value, SHOW_PICTURE) && typeof (value as { source?: unknown }).source === 'string'

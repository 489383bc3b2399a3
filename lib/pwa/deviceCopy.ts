/**
 * What the page and the service worker (lib/pwa/worker) say to each other about a page's answer:
 * did it come from the network, or from the copy kept on this device, and when was that copy saved?
 * Plain data only, so both the page's bundle and the worker's can import it.
 */

/** The page asks: where did the answer for the page at `path` (its pathname) come from? */
export const DEVICE_COPY_QUESTION = 'anapa:device-copy?'

/** Asked by a page about its own path. */
export interface DeviceCopyQuestion {
  type: typeof DEVICE_COPY_QUESTION
  path: string
}

/** The worker's reply: the ISO time the copy was saved, or null when the page came from the network. */
export interface DeviceCopyAnswer {
  savedAt: string | null
}

/** The header the worker stamps on every copy it keeps, with the time it saved it (ISO 8601). */
export const SAVED_AT_HEADER = 'x-anapa-saved-at'

/** A new worker waits until the visitor agrees to it («Обновить»); the page then tells it to take over. */
export const TAKE_OVER = 'anapa:take-over'

export function isDeviceCopyQuestion(value: unknown): value is DeviceCopyQuestion {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === DEVICE_COPY_QUESTION &&
    typeof (value as { path?: unknown }).path === 'string'
  )
}

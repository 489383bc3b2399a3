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

/**
 * The page where a cabinet page reads from the resident's copy on this device when the network
 * does not answer (pages/kabinet-bez-svyazi.tsx). It holds nothing private itself.
 */
export const OFFLINE_CABINET_PATH = '/kabinet-bez-svyazi'

/** Its query parameter: the cabinet address (path and query) the resident opened. */
export const OFFLINE_CABINET_ADDRESS = 'adres'

/**
 * Where the worker sends a cabinet address it cannot reach. A redirect rather than the page served
 * under the cabinet's own address: there Next's router would take the URL for the cabinet page's
 * own and fetch its server data, which offline fails into a reload of the same address.
 */
export const offlineCabinetHref = (address: string) =>
  `${OFFLINE_CABINET_PATH}?${OFFLINE_CABINET_ADDRESS}=${encodeURIComponent(address)}`

/**
 * The page tells the worker that a resident's copy was saved, so the worker keeps the page above,
 * with its built files, to show it from. Sent by the page that saved the copy, so the page costs
 * data only on a device where a resident has something to read offline.
 */
export const KEEP_OFFLINE_CABINET = 'anapa:keep-offline-cabinet'

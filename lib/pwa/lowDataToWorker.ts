import { DATA_SAVER_STATE, SHOW_PICTURE, type DataSaverState, type ShowPicture } from './lowData'

/** The worker answers at once; a worker busy starting up gets this long before the page goes on anyway. */
const ANSWER_WAIT_MS = 2_000

/** Posts `message` to the worker and resolves once it answers on the message's port, or after a short wait. */
function tellAndWait(worker: ServiceWorker, message: DataSaverState | ShowPicture): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const done = () => {
      clearTimeout(timer)
      channel.port1.close()
      resolve()
    }
    const timer = setTimeout(done, ANSWER_WAIT_MS)
    channel.port1.onmessage = done
    worker.postMessage(message, [channel.port2])
  })
}

/**
 * Tells the service worker whether low-data mode is on (lib/pwa/worker/heldPictures.ts): at each
 * change of the switch, and once per page load, so a worker installed after the visitor chose
 * learns it too. Resolves once the worker that controls this page has it (at once without one).
 */
export function tellWorkerDataSaver(on: boolean, container = navigator.serviceWorker): Promise<void> {
  if (!container) return Promise.resolve()
  const message: DataSaverState = { type: DATA_SAVER_STATE, on }
  if (container.controller) return tellAndWait(container.controller, message)
  void container.ready.then((registration) => registration.active?.postMessage(message)).catch(() => undefined)
  return Promise.resolve()
}

/**
 * Asks the worker to let the picture at `source` through, and resolves once it will (or after a
 * short wait, or at once for a page the worker does not control): the visitor tapped «Показать фото».
 */
export function letPictureThrough(source: string, container = navigator.serviceWorker): Promise<void> {
  const worker = container?.controller
  if (!worker) return Promise.resolve()
  return tellAndWait(worker, { type: SHOW_PICTURE, source })
}

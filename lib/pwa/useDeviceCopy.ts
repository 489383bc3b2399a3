import Router from 'next/router'
import { useEffect, useState } from 'react'
import { DEVICE_COPY_QUESTION, type DeviceCopyAnswer, type DeviceCopyQuestion } from './deviceCopy'

/** The worker answers at once; a worker busy starting up gets this long. */
const ANSWER_WAIT_MS = 2_000

/**
 * Asks the service worker whether the page at `pathname` came from the copy kept on this device
 * (lib/pwa/worker/deviceCopies.ts). Resolves to the copy's saved-at time (ISO), or null: from the
 * network, no worker, or no answer in time.
 */
export function askDeviceCopy(pathname: string, container = navigator.serviceWorker): Promise<string | null> {
  const worker = container?.controller
  if (!worker) return Promise.resolve(null)
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(null), ANSWER_WAIT_MS)
    channel.port1.onmessage = (event: MessageEvent<DeviceCopyAnswer>) => {
      clearTimeout(timer)
      resolve(typeof event.data?.savedAt === 'string' ? event.data.savedAt : null)
    }
    const question: DeviceCopyQuestion = { type: DEVICE_COPY_QUESTION, path: pathname }
    worker.postMessage(question, [channel.port2])
  })
}

/**
 * The saved-at time of the copy this page shows, when it came from the device rather than the
 * network; null otherwise. Asked when the page opens and after each navigation inside the site.
 */
export function useDeviceCopy(): string | null {
  const [savedAt, setSavedAt] = useState<string | null>(null)
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    let latest = 0
    const ask = () => {
      const asked = ++latest
      void askDeviceCopy(window.location.pathname).then((answer) => {
        if (asked === latest) setSavedAt(answer)
      })
    }
    ask()
    Router.events.on('routeChangeComplete', ask)
    return () => {
      latest = -1
      Router.events.off('routeChangeComplete', ask)
    }
  }, [])
  return savedAt
}

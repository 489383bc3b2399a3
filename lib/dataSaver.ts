import { useSyncExternalStore } from 'react'

import { tellWorkerDataSaver } from '@/lib/pwa/lowDataToWorker'

/**
 * Low-data mode (docs/decisions/0049-low-data-mode.md): pictures load when tapped and the map's
 * base layer when asked. On when the visitor switched «Экономия трафика» on in the footer, or,
 * until they choose, when the browser says its data saver is on (`navigator.connection.saveData`,
 * the `Save-Data` hint). Kept in this browser only; part of every page's first-load JS, so tiny.
 * The service worker is told, so it can hold back the pictures of a full page load too.
 */

/** localStorage: 'on' or 'off' once the visitor chose; absent while the browser decides. */
export const DATA_SAVER_KEY = 'data-saver'

/** Said to this tab's other readers; other tabs hear the `storage` event. */
const CHANGED = 'anapa:data-saver'

type WithConnection = Navigator & { connection?: { saveData?: boolean } }

function stored(): string | null {
  try {
    return window.localStorage.getItem(DATA_SAVER_KEY)
  } catch {
    return null
  }
}

export function dataSaverOn(): boolean {
  const choice = stored()
  if (choice === 'on') return true
  if (choice === 'off') return false
  return (navigator as WithConnection).connection?.saveData === true
}

/** Counts the visitor's changes, so a switch-off still waiting for the worker yields to a later one. */
let latestChange = 0

/**
 * Keeps the visitor's choice and tells every reader. Switched off, the worker hears it first: the
 * pictures the pages then ask for (in this tab and in others, which hear of it through storage)
 * must not be held back by a worker that still thinks the mode is on. Resolves once applied.
 */
export async function setDataSaver(on: boolean): Promise<void> {
  const change = ++latestChange
  if (!on) {
    await tellWorkerDataSaver(false)
    // Switched on again meanwhile: that choice stands.
    if (change !== latestChange) return
  }
  try {
    window.localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off')
  } catch {
    // Storage off (private mode): the switch holds for this page only.
  }
  window.dispatchEvent(new Event(CHANGED))
  if (on) await tellWorkerDataSaver(true)
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/**
 * Whether low-data mode is on. False on the server and while hydrating (the static HTML is the same
 * for everyone), so a picture already in the HTML may load; what comes after waits for a tap.
 */
export const useDataSaver = () => useSyncExternalStore(subscribe, dataSaverOn, () => false)

import { useCallback, useEffect, useRef } from 'react'

import { forBrowser, type DrawerHistory } from './dialogHistory'

/**
 * Back closes the dialog while `open` (lib/history/dialogHistory.ts): opening pushes one history entry,
 * Back pops it and calls `onClose`, and closing another way (a button, Escape) takes the entry off again,
 * so the history stays as it was. `forget` is for a link that leaves the page from inside the dialog and
 * replaces the entry itself.
 */
export function useBackCloses(
  open: boolean,
  onClose: () => void,
  history: () => DrawerHistory = forBrowser,
): { forget: () => void } {
  const latest = useRef(onClose)
  useEffect(() => {
    latest.current = onClose
  })
  const entry = useRef<DrawerHistory | null>(null)
  useEffect(() => {
    if (!open) return
    const tab = history()
    entry.current = tab
    tab.open(() => latest.current())
    return () => {
      entry.current = null
      tab.close()
    }
  }, [open, history])
  const forget = useCallback(() => entry.current?.forget(), [])
  return { forget }
}

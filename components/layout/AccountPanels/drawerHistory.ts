/**
 * The auth drawer's own history entry. Below 768 px the drawer covers the whole screen and reads as
 * a page of its own, so a phone's Back button must close it rather than leave the page under it.
 *
 * Opening pushes one entry (the same address, the router's state kept as it was, so the router can
 * still read it); Back pops it and the drawer closes. Closing any other way (the close button,
 * Escape, a finished sign-in) takes the entry off again with `history.back()`, so no stray entry is
 * left to make the next Back seem to do nothing, and whatever comes next (the page the sign-in was
 * for) waits until that pop has landed.
 *
 * Next's router also hears those pops. The entry below ours holds the page already shown, so the
 * router is told through its documented `beforePopState` hook to leave them alone; any other pop
 * (a long press on Back that goes several pages back) is still the router's to handle.
 */

import Router from 'next/router'

/** The part of Next's router this needs: `router.beforePopState`. */
export type BeforePopState = (cb: (state: unknown) => boolean) => void

export interface DrawerHistory {
  /** The drawer opened: its entry goes on top (once). `onBack` runs if Back takes it off. */
  open: (onBack: () => void) => void
  /** The drawer closed another way: its entry goes, then `then` runs (at once if there is none). */
  close: (then?: () => void) => void
}

/** Our entry's mark in `history.state`, beside whatever the router keeps there. */
export const DRAWER_ENTRY = 'authDrawerEntry'

let lastId = 0

export function createDrawerHistory(win: Window, beforePopState: BeforePopState): DrawerHistory {
  // Our entry's id while it is (as far as we know) in the history, and the page's address under it.
  let entry: string | null = null
  let href = ''
  let onBack: (() => void) | null = null
  // A `history.back()` of ours on its way, and what runs once it has landed.
  let leaving: (() => void)[] | null = null

  const stateOf = (): Record<string, unknown> | null => {
    const state: unknown = win.history.state
    return state && typeof state === 'object' ? (state as Record<string, unknown>) : null
  }
  const onTop = () => entry !== null && stateOf()?.[DRAWER_ENTRY] === entry

  // Called by the router before it acts on a pop: a pop back to the page under the drawer is ours.
  const guard = () => !(entry !== null && win.location.href === href)

  const done = () => {
    entry = null
    onBack = null
    win.removeEventListener('popstate', onPop)
    beforePopState(() => true)
  }

  // Registered after the router's own listener, so the router has already asked `guard`.
  function onPop() {
    if (entry === null || onTop()) return
    const back = onBack
    done()
    if (leaving) {
      const next = leaving
      leaving = null
      next.forEach((run) => run())
    } else {
      back?.()
    }
  }

  function open(onBackNext: () => void) {
    if (leaving) {
      // Opened again before our own Back has landed: open once it has.
      leaving.push(() => open(onBackNext))
      return
    }
    onBack = onBackNext
    if (onTop()) return
    lastId += 1
    entry = `${Date.now().toString(36)}-${lastId}`
    href = win.location.href
    win.history.pushState({ ...stateOf(), [DRAWER_ENTRY]: entry }, '')
    win.addEventListener('popstate', onPop)
    beforePopState(guard)
  }

  function close(then?: () => void) {
    if (leaving) {
      if (then) leaving.push(then)
      return
    }
    if (onTop()) {
      leaving = then ? [then] : []
      onBack = null
      win.history.back()
      return
    }
    // Gone already (Back), or covered by a navigation: nothing of ours to take back.
    if (entry !== null) done()
    then?.()
  }

  return { open, close }
}

/** The tab's entry, with Next's router (its singleton: the same router every page's hooks return). */
export const forBrowser = () => createDrawerHistory(window, (cb) => Router.beforePopState(cb))

/**
 * A modal dialog's own history entry: the auth drawer's, the side panels', the menu's and the
 * confirmations' (lib/history/useBackCloses.ts). Below 768 px a panel covers the whole screen and
 * reads as a page of its own, and on a phone Back is how people dismiss what is in front of them, so
 * Back must close the dialog rather than leave the page under it.
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
  /**
   * A navigation is about to replace the entry (a link followed with `replace`): it is no longer ours,
   * and closing must not go back over it.
   */
  forget: () => void
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

  function forget() {
    if (leaving || entry === null) return
    done()
  }

  return { open, close, forget }
}

let tab: DrawerHistory | null = null

/**
 * The tab's entry, with Next's router (its singleton: the same router every page's hooks return). One
 * for every dialog, so that one closing and the next opening keep their order: the next entry is
 * pushed only once the last one's Back has landed.
 */
export const forBrowser = () => (tab ??= createDrawerHistory(window, routerBeforePopState))

function routerBeforePopState(cb: (state: unknown) => boolean): void {
  try {
    Router.beforePopState(cb)
  } catch {
    // No router mounted (a component rendered on its own): nothing else hears the pops.
  }
}

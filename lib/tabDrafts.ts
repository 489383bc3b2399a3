/**
 * Drafts a tab keeps in sessionStorage so a reload or a failed call loses nothing: the resident
 * permit application (lib/permits/draft.ts) and the new appeal (lib/appeals/draft.ts). sessionStorage,
 * not localStorage: passport data must not outlive the tab or be left on a shared computer
 * (docs/decisions/0018-cars-and-permits-on-the-site.md). Their keys live here, apart from the drafts' parsing, because
 * the session forgets them all at sign-out and the session is in every page's first-load JS.
 */
export const PERMIT_DRAFT_PREFIX = 'anapa:permit-draft:'
export const APPEAL_DRAFT_KEY = 'anapa:appeal-draft'

/** The tab's sessionStorage, or null on the server or where the browser disables storage. */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage disabled by the browser: the forms still work, they just forget on reload.
    return null
  }
}

/** Logout, account deletion, an expired session: nobody's passport data or unsent appeal stays in the tab. */
export function forgetTabDrafts(): void {
  const store = tabStorage()
  if (!store) return
  for (let i = store.length - 1; i >= 0; i -= 1) {
    const key = store.key(i)
    if (key === APPEAL_DRAFT_KEY || key?.startsWith(PERMIT_DRAFT_PREFIX)) store.removeItem(key)
  }
}

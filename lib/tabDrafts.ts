/**
 * Drafts a tab keeps in sessionStorage so a reload or a failed call loses nothing: the resident
 * permit application (lib/permits/draft.ts) and the new appeal (lib/appeals/draft.ts). sessionStorage,
 * not localStorage: passport data must not outlive the tab or be left on a shared computer
 * (docs/decisions/0018-cars-and-permits-on-the-site.md). Nothing else goes in sessionStorage: the session empties it at sign-out
 * (components/session/SessionContext.tsx).
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

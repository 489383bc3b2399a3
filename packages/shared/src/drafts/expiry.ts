/**
 * How long an unsent draft (a permit application or an appeal) is kept on the server: 30 days after
 * it was last saved (docs/decisions/0035-drafts-on-the-server-and-confirmation.md). A draft
 * holds passport data or a resident's complaint; one nobody touched for a month is deleted, with its
 * scans or photos.
 */
export const DRAFT_LIFETIME_DAYS = 30

const DAY_MS = 86_400_000

/** Drafts last saved before this instant are expired at `now`. */
export function draftExpiryCutoff(now: Date): Date {
  return new Date(now.getTime() - DRAFT_LIFETIME_DAYS * DAY_MS)
}

/** Whether a draft last saved at `savedAt` is expired at `now`. */
export function isDraftExpired(savedAt: Date | string, now: Date): boolean {
  return new Date(savedAt).getTime() < draftExpiryCutoff(now).getTime()
}

/** When a draft last saved at `savedAt` will be deleted, as an ISO timestamp. */
export function draftExpiresAt(savedAt: Date | string): string {
  return new Date(new Date(savedAt).getTime() + DRAFT_LIFETIME_DAYS * DAY_MS).toISOString()
}

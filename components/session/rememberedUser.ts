import type { SessionContext_UserFragment } from '@/lib/__generated__/gql/graphql'
import { forgetRememberedUser, REMEMBERED_USER_KEY as KEY } from './SessionContext'

/**
 * The signed-in resident as this browser last knew them, for a page that cannot ask `me`: one the
 * service worker served from its cache without a connection (lib/pwa/worker), or any page while the
 * gateway does not answer. Without it such a page showed a resident with a live session (the
 * signed-in hint, lib/sessionHint.ts, still there) as signed out.
 *
 * It holds only what the page itself shows of the resident (the session's user record), in this
 * browser's storage, and goes whenever the session does: sign-out, account deletion, an answer of
 * "nobody", a page without the hint. It never proves anything: every call still carries the token,
 * and the gateway still decides.
 */
type Stored = SessionContext_UserFragment

const text = (value: unknown): value is string => typeof value === 'string'
const textOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string'

/** Remembers a signed-in user; null forgets. Storage may be off (private mode, quota): then nothing is kept. */
export function rememberUser(user: Stored | null): void {
  if (!user) {
    forgetRememberedUser()
    return
  }
  try {
    const { id, phone, email, hasPassword, name, lastname, phoneFormatted, sex } = user
    const stored: Stored = { id, phone, email, hasPassword, name, lastname, phoneFormatted, sex }
    window.localStorage.setItem(KEY, JSON.stringify(stored))
  } catch {
    // Not kept: an offline page then shows the visitor signed out, as before.
  }
}

/** The remembered user, or null when there is none or what is stored is not one (edited, older shape). */
export function recallUser(): Stored | null {
  let value: unknown
  try {
    value = JSON.parse(window.localStorage.getItem(KEY) ?? 'null')
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const valid =
    text(v.id) &&
    text(v.phone) &&
    textOrNull(v.email) &&
    typeof v.hasPassword === 'boolean' &&
    textOrNull(v.name) &&
    textOrNull(v.lastname) &&
    text(v.phoneFormatted) &&
    (v.sex === null || v.sex === 'male' || v.sex === 'female')
  if (!valid) return null
  return {
    id: v.id,
    phone: v.phone,
    email: v.email,
    hasPassword: v.hasPassword,
    name: v.name,
    lastname: v.lastname,
    phoneFormatted: v.phoneFormatted,
    sex: v.sex,
  } as Stored
}

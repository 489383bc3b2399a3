import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * One-time SMS codes (docs/architecture.md#4-session-and-security-rules): 6 digits from a CSPRNG (≥ 20 bits), valid 5
 * minutes, used once, burned after 5 wrong attempts. Only an HMAC of (phone, code) keyed by the server
 * secret is stored: a million codes are trivial to hash, so a plain hash would be no protection
 * for someone reading the database; without the secret the HMAC is.
 *
 * The logic is kept apart from Payload behind the small CodeStore interface.
 */
export type CodePurpose = 'login' | 'restore'

export const CODE_TTL_MS = 5 * 60 * 1000
export const MAX_ATTEMPTS = 5

export type StoredCode = {
  id: string | number
  phone: string
  purpose: CodePurpose
  codeHash: string
  expiresAt: Date
  attempts: number
  usedAt: Date | null
}

export interface CodeStore {
  /** Stores a new code in place of any earlier one for the same phone and purpose. */
  replace(code: Omit<StoredCode, 'id'>): Promise<void>
  /** Every stored code of the phone, of any purpose and state. */
  forPhone(phone: string): Promise<StoredCode[]>
  update(id: StoredCode['id'], patch: Partial<Pick<StoredCode, 'attempts' | 'usedAt'>>): Promise<void>
}

export type VerifyResult =
  { ok: true; purpose: CodePurpose } | { ok: false; reason: 'wrong' | 'expired' | 'burned' | 'used' }

type CodeState = 'live' | 'used' | 'burned' | 'expired'

export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function hashCode(secret: string, phone: string, code: string): string {
  // A label keeps this use of the secret apart from Payload's own (JWT signing and the like).
  return createHmac('sha256', secret).update(`one-time-code\0${phone}\0${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right)
}

function stateOf(code: StoredCode, now: Date): CodeState {
  if (code.usedAt) return 'used'
  if (code.attempts >= MAX_ATTEMPTS) return 'burned'
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'live'
}

type Options = { secret: string; now?: Date }

/** Creates and stores a code for the phone, replacing the previous one of that purpose; returns it to be sent. */
export async function issueCode(
  store: CodeStore,
  phone: string,
  purpose: CodePurpose,
  { secret, now = new Date() }: Options,
) {
  const code = generateCode()
  await store.replace({
    phone,
    purpose,
    codeHash: hashCode(secret, phone, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    attempts: 0,
    usedAt: null,
  })
  return code
}

/**
 * Checks a typed code against the phone's codes (a login and a restore code may both be out).
 * The right live code is spent. A wrong guess counts against every live code of the phone, so
 * holding two codes does not double the guesses; a code's fifth wrong guess burns it.
 */
export async function verifyCode(
  store: CodeStore,
  phone: string,
  code: string,
  { secret, now = new Date() }: Options,
): Promise<VerifyResult> {
  const codes = await store.forPhone(phone)
  const hash = hashCode(secret, phone, code)
  const match = codes.find((stored) => sameHash(stored.codeHash, hash))
  if (match) {
    const state = stateOf(match, now)
    if (state !== 'live') return { ok: false, reason: state }
    await store.update(match.id, { usedAt: now })
    return { ok: true, purpose: match.purpose }
  }

  const live = codes.filter((stored) => stateOf(stored, now) === 'live')
  if (live.length === 0) {
    // Nothing left to guess: say why, so the resident asks for a new code instead of retyping.
    const states = codes.map((stored) => stateOf(stored, now))
    if (states.includes('burned')) return { ok: false, reason: 'burned' }
    if (states.includes('expired')) return { ok: false, reason: 'expired' }
    return { ok: false, reason: 'wrong' }
  }
  let stillLive = false
  for (const stored of live) {
    const attempts = stored.attempts + 1
    await store.update(stored.id, { attempts })
    if (attempts < MAX_ATTEMPTS) stillLive = true
  }
  return { ok: false, reason: stillLive ? 'wrong' : 'burned' }
}

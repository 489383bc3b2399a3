import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import type { CollectionBeforeOperationHook } from 'payload'

/** Payload lower-cases and trims the e-mail before looking it up; the login limits key on the same. */
export const normaliseEmail = (raw: unknown): string => (typeof raw === 'string' ? raw.trim().toLowerCase() : '')

const pbkdf2Async = promisify(pbkdf2)
// Payload's current password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js,
// 'pbkdf2-sha256-v1'): 600,000 rounds of PBKDF2-SHA256 to 32 bytes. The editors' integration test
// compares the timings, so a change of Payload's parameters shows there.
const PAYLOAD_HASH_ROUNDS = 600_000
const PAYLOAD_HASH_BYTES = 32

/**
 * Users `beforeOperation`: for an e-mail with no account, spends the time checking a password
 * would have taken, since Payload answers an unknown e-mail before hashing anything and the
 * difference (about a third of a second) would tell which e-mails are editors'.
 */
export const equaliseUnknownEditor: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = normaliseEmail(data?.email)
  if (!email || typeof data?.password !== 'string' || data.password === '') return args
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { email: { equals: email } } })
  if (totalDocs === 0) {
    await pbkdf2Async(data.password, 'no-such-editor', PAYLOAD_HASH_ROUNDS, PAYLOAD_HASH_BYTES, 'sha256')
  }
  return args
}

import type { PayloadRequest } from 'payload'

import type { BeachCondition } from '@/payload-types'
import type { CoveredBeach } from './coverage'

/**
 * The beaches a desk's change covers, each with its bathing before the change was applied (null
 * with no earlier record), handed from the hook that applies the change (beaches/applyChange.ts)
 * to the ones after it in the same save, through the request's context (Payload's documented way
 * for hooks of one operation to share data), so they need not look the beaches up again.
 *
 * Read and written on `req.context` itself, never on a hook's `context` argument: every Local API
 * call made with `req` replaces `req.context` with a new object (a copy, or a fresh one while it is
 * empty), so a value set on an older object is not what the next hook receives.
 */
export type CoveredBeforeChange = CoveredBeach & { bathingBefore: BeachCondition['bathing'] | null }

const KEY = 'beachesCoveredBeforeChange'

export function rememberCoveredBeforeChange(req: PayloadRequest, beaches: readonly CoveredBeforeChange[]): void {
  req.context[KEY] = beaches
}

/** What the change's first hook remembered; none when it covered no beach. */
export function coveredBeforeChange(req: PayloadRequest): readonly CoveredBeforeChange[] {
  const value = req.context[KEY]
  return Array.isArray(value) ? (value as CoveredBeforeChange[]) : []
}

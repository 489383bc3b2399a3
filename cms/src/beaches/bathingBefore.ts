import type { PayloadRequest } from 'payload'

import type { BeachCondition } from '@/payload-types'

/**
 * Each covered beach's bathing before a desk's change was applied, handed from the hook that
 * applies the change (beaches/applyChange.ts) to the ones after it in the same save, through the
 * request's context (Payload's documented way for hooks of one operation to share data). A beach
 * with no earlier record is absent.
 *
 * Read and written on `req.context` itself, never on a hook's `context` argument: every Local API
 * call made with `req` replaces `req.context` with a new object (a copy, or a fresh one while it is
 * empty), so a value set on an older object is not what the next hook receives.
 */
export type BathingBefore = ReadonlyMap<number, BeachCondition['bathing']>

const KEY = 'beachBathingBefore'

export function rememberBathingBefore(req: PayloadRequest, before: BathingBefore): void {
  req.context[KEY] = before
}

export function bathingBefore(req: PayloadRequest): BathingBefore {
  const value = req.context[KEY]
  return value instanceof Map ? (value as BathingBefore) : new Map()
}

import type { CollectionAfterChangeHook } from 'payload'

import { deliver } from '@/push/deliver'
import { isDueForPush, isPushedKind } from '@/push/message'
import { afterCommit } from '@/database/afterCommit'

/**
 * A saved notification that is due and of a pushed kind is pushed at once (scheduled ones by the
 * sweep, push/sweep.ts). Not awaited: the editor's save (or the permit decision, the appeal answer
 * that wrote it) never waits for, or fails because of, the push services. Started once the
 * notification is committed: the push claims it with an UPDATE of its own, which would not see an
 * uncommitted row, and the resident's browser reads the notification back when it arrives.
 */
export const pushWhenDue: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (!doc.pushed_at && isPushedKind(doc) && isDueForPush(doc)) {
    await afterCommit(req, `pushing notification #${doc.id}`, () => {
      void deliver(req.payload, doc).catch((error: unknown) =>
        console.error(
          '[push] delivery of notification',
          doc.id,
          'failed:',
          error instanceof Error ? error.message : error,
        ),
      )
    })
  }
  return doc
}

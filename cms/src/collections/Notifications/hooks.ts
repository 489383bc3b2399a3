import type { CollectionAfterChangeHook } from 'payload'

import { deliver } from '../../push/deliver'
import { isDueForPush, isPushedKind } from '../../push/message'

/**
 * A saved notification that is due and of a pushed kind is pushed at once (scheduled ones by the
 * sweep, push/sweep.ts). Not awaited: the editor's save (or the permit decision, the appeal answer
 * that wrote it) never waits for, or fails because of, the push services.
 */
export const pushWhenDue: CollectionAfterChangeHook = ({ doc, req }) => {
  if (!doc.pushed_at && isPushedKind(doc) && isDueForPush(doc)) {
    void deliver(req.payload, doc).catch((error: unknown) =>
      console.error(
        '[push] delivery of notification',
        doc.id,
        'failed:',
        error instanceof Error ? error.message : error,
      ),
    )
  }
  return doc
}

import type { CollectionAfterChangeHook } from 'payload'

import { notifyEveryone } from '@/notifications/notifications'
import type { Alert } from '@/payload-types'
import { notificationLink, notificationTitle } from './notification'

/**
 * afterChange of an alert (collections/Alerts): a new public, actual alert, its Update or its Cancel
 * reaches the bell under «МЧС» and, through it, every resident's push subscription
 * (docs/decisions/0042-beach-conditions.md). Exercises, tests and restricted messages stay in the CMS;
 * an edit of a saved alert sends nothing again.
 */
export const notifyOfAlert: CollectionAfterChangeHook<Alert> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.status !== 'Actual' || doc.scope !== 'Public') return doc
  const { description, instruction, event } = doc.info
  await notifyEveryone(req, {
    title: notificationTitle(doc),
    text: [description, instruction].filter(Boolean).join(' ') || event,
    link: notificationLink(doc),
  })
  return doc
}

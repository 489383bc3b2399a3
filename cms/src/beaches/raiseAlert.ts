import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { HEADLINE_MAX_LENGTH } from '@/alerts/cap'
import { labelOf } from '@/catalogue/options'
import { relationIds } from '@/collections/relations'
import type { BeachConditionChange } from '@/payload-types'
import { titlesById } from './coverage'
import { REASONS, SOURCES } from './options'

const AREA_MAX = 500

/** Where the ban applies, in words: «Центральный пляж», «Пляжи Джемете», «Все пляжи Анапы». */
async function areaOf(req: PayloadRequest, change: BeachConditionChange): Promise<string> {
  if (change.target === 'all') return 'Все пляжи Анапы'
  const names =
    change.target === 'groups'
      ? await titlesById(req, 'beach-groups', relationIds(change.groups))
      : await titlesById(req, 'beaches', relationIds(change.beaches))
  return [...names.values()].join(', ').slice(0, AREA_MAX) || 'Пляжи Анапы'
}

/** The event of every alert a ban raises: how a ban's alert is told from the others when it ends. */
export const BAN_EVENT = 'Запрет купания'

/** A change's reasons, who decided and on which act, in words: an alert's description, a notification's text. */
export function descriptionOf(change: BeachConditionChange): string {
  const reasons = (change.reasons ?? []).map((r) => labelOf(REASONS, r)).filter(Boolean)
  const source = labelOf(SOURCES, change.source)
  return [
    reasons.length > 0 ? `Причина: ${reasons.join(', ').toLowerCase()}.` : null,
    source ? `Решение: ${[source, change.document].filter(Boolean).join(', ')}.` : null,
    change.note,
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * afterChange of a desk's change: a ban saved with «Выпустить оповещение» raises an official CAP alert
 * in the same request (docs/decisions/0042-beach-conditions.md), whose own hook reaches the bell and
 * every push subscription (alerts/notify.ts). The alert names the beaches or groups, so its push
 * opens the beach when there is one.
 */
export const raiseAlertForBan: CollectionAfterChangeHook<BeachConditionChange> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.bathing !== 'banned' || !doc.raiseAlert) return doc
  const area = await areaOf(req, doc)
  const alert = await req.payload.create({
    collection: 'alerts',
    data: {
      sent: new Date().toISOString(),
      status: 'Actual',
      msgType: 'Alert',
      scope: 'Public',
      info: {
        category: ['Safety'],
        event: BAN_EVENT,
        urgency: 'Immediate',
        severity: 'Severe',
        certainty: 'Observed',
        headline: `Купание запрещено: ${area}`.slice(0, HEADLINE_MAX_LENGTH),
        description: descriptionOf(doc) || null,
        instruction: 'Не заходите в воду до отмены запрета.',
        expires: doc.validUntil ?? null,
        area: {
          areaDesc: area,
          beaches: doc.target === 'beaches' ? relationIds(doc.beaches) : [],
          beachGroups: doc.target === 'groups' ? relationIds(doc.groups) : [],
        },
      },
    },
    overrideAccess: true,
    req,
  })
  await req.payload.update({
    collection: 'beach-condition-changes',
    id: doc.id,
    data: { alert: alert.id },
    overrideAccess: true,
    req,
  })
  return { ...doc, alert: alert.id }
}

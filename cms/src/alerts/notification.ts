import { alertPath } from '@anapa/shared/alerts/paths'
import { entryPath } from '@anapa/shared/catalogue/sections'
import { relationIds } from '@/collections/relations'
import type { Alert } from '@/payload-types'
import { identifierOf } from './contract'

/** What an official alert's notification says and opens (alerts/notify.ts writes it). */

const CANCEL_PREFIX = 'Отбой'

/** «Отбой: …» for a Cancel whose headline does not say so already; the headline as it is otherwise. */
export function notificationTitle(alert: Pick<Alert, 'msgType'> & { info: Pick<Alert['info'], 'headline'> }) {
  const { headline } = alert.info
  if (alert.msgType !== 'Cancel' || headline.startsWith(CANCEL_PREFIX)) return headline
  return `${CANCEL_PREFIX}: ${headline}`
}

/** An alert about one beach opens that beach's page; any other, the alert's own page. */
export function notificationLink(alert: Pick<Alert, 'id' | 'identifier'> & { info: Pick<Alert['info'], 'area'> }) {
  const beaches = relationIds(alert.info.area?.beaches)
  const groups = alert.info.area?.beachGroups ?? []
  return beaches.length === 1 && groups.length === 0
    ? entryPath('beaches', beaches[0]!)
    : alertPath(identifierOf(alert))
}

import { CAP_LABELS } from '@anapa/shared/alerts/capValues'
import type { RestAlert } from '@/graphql/datasources/restTypes'
import type { OfficialAlert, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { orNull } from './catalogue/shared'

const option = (value: string) => ({ value, label: CAP_LABELS[value] ?? value })

type Named = { id: string; title: string }

export function toOfficialAlert(a: RestAlert, beaches: readonly Named[] = []): OfficialAlert {
  const { info } = a
  return {
    identifier: a.identifier,
    sent: a.sent,
    msgType: option(a.msg_type),
    event: info.event,
    headline: info.headline,
    description: info.description,
    instruction: info.instruction,
    urgency: option(info.urgency),
    severity: option(info.severity),
    certainty: option(info.certainty),
    onset: info.onset,
    expires: info.expires,
    areaDesc: info.area.area_desc,
    beaches: info.area.beach_ids.flatMap((id) => beaches.filter((b) => b.id === String(id))),
    references: a.references.map((r) => r.identifier),
  }
}

export const alertQueries: Pick<QueryResolvers, 'alert'> = {
  async alert(_p, { identifier }, { api }) {
    const alert = await orNull(
      () => api.alert(identifier),
      (a) => a,
    )
    if (!alert) return null
    // The beaches it names, by their titles: one call for all of them, only when it names any. The
    // contract (docs/api/openapi.yaml) has no beaches-by-id list; this is its smallest answer with
    // every published beach's title: /v1/map leaves out a beach without a point, /v1/beaches pages
    // whole cards, and /v1/beaches/{id} would be a call and a whole beach per name.
    const named =
      alert.info.area.beach_ids.length > 0
        ? (await api.beachConditions()).data.map((b) => ({ id: String(b.id), title: b.title }))
        : []
    return toOfficialAlert(alert, named)
  },
}

import type { Payload } from 'payload'

import type { AppealStatus } from '@anapa/shared/appeals/status'
import { isAppealVerdict, resolutionOf, verdictDueUntil, type AppealVerdict } from '@anapa/shared/appeals/verdict'
import { relationId } from '@/collections/Appeals/hooks/statusMachine'
import type { Appeal } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'

/**
 * The resident's verdicts on these appeals' current resolutions (one query), for `my_verdict`:
 * a verdict on an earlier resolution (one a dispute reopened) no longer counts.
 */
export async function myVerdicts(
  payload: Payload,
  user: ResidentUser,
  appeals: readonly { id: number; status: AppealStatus; history?: Appeal['history'] }[],
): Promise<Map<number, AppealVerdict>> {
  const resolved = appeals.flatMap((a) => {
    const at = resolutionOf(a.status, a.history)
    return at ? [{ id: a.id, at }] : []
  })
  if (resolved.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'appeal-verdicts',
    where: { customer: { equals: user.id }, appeal: { in: resolved.map((r) => r.id) } },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { appeal: true, verdict: true, resolved_at: true },
  })
  const due = new Map(resolved.map((r) => [r.id, new Date(r.at).getTime()]))
  const mine = new Map<number, AppealVerdict>()
  for (const row of docs) {
    const id = relationId(row.appeal)
    if (id !== null && due.get(id) === new Date(row.resolved_at).getTime() && isAppealVerdict(row.verdict))
      mine.set(id, row.verdict)
  }
  return mine
}

/** The verdict fields of the resident's view of an appeal (their own, or one they support). */
export function verdictFields(
  appeal: { id: number; status: AppealStatus; history?: Appeal['history'] },
  mine: ReadonlyMap<number, AppealVerdict>,
  now = new Date(),
) {
  return {
    verdict_due_until: verdictDueUntil(appeal.status, appeal.history, now),
    my_verdict: mine.get(appeal.id) ?? null,
  }
}

import type { Payload } from 'payload'

import { isAppealNumber } from '@anapa/shared/appeals/number'
import type { AppealVerdict } from '@anapa/shared/appeals/verdict'
import { isClosedAppealStatus } from '@anapa/shared/appeals/status'
import { relationId } from '@/collections/Appeals/hooks/statusMachine'
import { ContractError } from '@/contract/http'
import type { Appeal } from '@/payload-types'
import type { ResidentUser } from '@/residents/resident'
import { APPEAL_NOT_FOUND } from './appeals'
import { myVerdicts, verdictFields } from './myVerdicts'
import { findPublicAppealsByIds, PUBLIC_APPEALS, type PublicAppeal } from './publicAppeals'

/**
 * Supporting an appeal («Поддержать», docs/decisions/0053-duplicates-followers-and-verdicts.md): a
 * resident follows a public appeal of someone else's and gets its status news. What a supporter
 * sees of it is the public read model (publicAppeals.ts) and nothing of the author's.
 */
export const FOLLOW_MESSAGES = {
  own: 'Это ваше обращение',
  closed: 'Обращение закрыто: поддержать его уже нельзя',
  notFollowing: 'Вы не поддерживаете это обращение',
  number: 'Укажите номер обращения, например A-2026-000123',
} as const

/** A supported appeal in the resident's list: the public shape, when they began, and their verdict's state. */
export type FollowedAppeal = PublicAppeal & {
  followed_at: string
  verdict_due_until: string | null
  my_verdict: AppealVerdict | null
}

type Target = Pick<Appeal, 'id' | 'number' | 'owner' | 'status' | 'history'>

const TARGET_SELECT = { number: true, owner: true, status: true, history: { status: true, at: true } } as const

/** The number from a body or a path, or a 400 (body) / 404 (path) when it cannot name an appeal. */
export function appealNumberOf(raw: unknown, from: 'body' | 'path'): string {
  if (typeof raw === 'string' && isAppealNumber(raw)) return raw
  if (from === 'path') throw new ContractError(404, APPEAL_NOT_FOUND)
  throw new ContractError(400, FOLLOW_MESSAGES.number, { fields: { number: FOLLOW_MESSAGES.number } })
}

/** An appeal by number read past access: only a public one when `publicOnly`. */
export async function appealByNumber(
  payload: Payload,
  number: string,
  { publicOnly }: { publicOnly: boolean },
): Promise<Target | null> {
  const { docs } = await payload.find({
    collection: 'appeals',
    where: publicOnly ? { and: [PUBLIC_APPEALS, { number: { equals: number } }] } : { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: TARGET_SELECT,
  })
  return (docs[0] as Target | undefined) ?? null
}

async function followRow(payload: Payload, appealId: number, customerId: number) {
  const { docs } = await payload.find({
    collection: 'appeal-followers',
    where: { appeal: { equals: appealId }, customer: { equals: customerId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The resident's supported appeals still public, the latest supported first (all of them: a
 * resident supports a handful, and the public model reads them in a few queries whatever the count).
 */
export async function followedAppeals(payload: Payload, user: ResidentUser): Promise<FollowedAppeal[]> {
  return (await followedEntries(payload, user)).map((e) => e.appeal)
}

async function followedEntries(
  payload: Payload,
  user: ResidentUser,
): Promise<{ id: number; appeal: FollowedAppeal }[]> {
  const { docs: rows } = await payload.find({
    collection: 'appeal-followers',
    where: { customer: { equals: user.id } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
    select: { appeal: true, createdAt: true },
  })
  const ids = rows.map((r) => relationId(r.appeal)).filter((id): id is number => id !== null)
  const appeals = await findPublicAppealsByIds(payload, ids)
  // The status and the history's dates decide the verdict fields; the public shape carries both.
  const states = [...appeals].map(([id, a]) => ({
    id,
    status: a.status,
    history: a.history.map((h) => ({ status: h.status, at: h.at })),
  }))
  const mine = await myVerdicts(payload, user, states)
  const now = new Date()
  return rows.flatMap((row) => {
    const id = relationId(row.appeal)
    const appeal = id === null ? undefined : appeals.get(id)
    if (!appeal || id === null) return []
    const state = states.find((s) => s.id === id)!
    return [{ id, appeal: { ...appeal, followed_at: row.createdAt, ...verdictFields(state, mine, now) } }]
  })
}

/** The one supported appeal as the list shows it. */
async function followedOne(payload: Payload, user: ResidentUser, appealId: number): Promise<FollowedAppeal> {
  const found = (await followedEntries(payload, user)).find((e) => e.id === appealId)
  if (!found) throw new ContractError(404, APPEAL_NOT_FOUND)
  return found.appeal
}

/**
 * «Поддержать»: idempotent (a second call answers the same). Unknown, private and held appeals
 * are one 404; the resident's own appeal and a closed one are 409s in words.
 */
export async function followAppeal(payload: Payload, user: ResidentUser, number: string): Promise<FollowedAppeal> {
  const appeal = await appealByNumber(payload, number, { publicOnly: true })
  if (!appeal) throw new ContractError(404, APPEAL_NOT_FOUND)
  if (relationId(appeal.owner) === user.id) throw new ContractError(409, FOLLOW_MESSAGES.own)
  if (!(await followRow(payload, appeal.id, user.id))) {
    if (isClosedAppealStatus(appeal.status)) throw new ContractError(409, FOLLOW_MESSAGES.closed)
    try {
      await payload.create({
        collection: 'appeal-followers',
        data: { appeal: appeal.id, customer: user.id, via: 'follow' },
        overrideAccess: true,
        depth: 0,
      })
    } catch (error) {
      // The same resident twice at once: the (appeal, customer) unique index refuses the second.
      if (!(await followRow(payload, appeal.id, user.id))) throw error
    }
  }
  return followedOne(payload, user, appeal.id)
}

/** Stops supporting; an appeal the resident does not support (or that does not exist) is a 404. */
export async function unfollowAppeal(payload: Payload, user: ResidentUser, number: string): Promise<void> {
  const appeal = await appealByNumber(payload, number, { publicOnly: false })
  const row = appeal ? await followRow(payload, appeal.id, user.id) : null
  if (!row) throw new ContractError(404, FOLLOW_MESSAGES.notFollowing)
  await payload.delete({ collection: 'appeal-followers', id: row.id, overrideAccess: true, depth: 0 })
}

/** Whether the resident supports the appeal. */
export async function isFollowing(payload: Payload, user: ResidentUser, appealId: number): Promise<boolean> {
  return (await followRow(payload, appealId, user.id)) !== null
}

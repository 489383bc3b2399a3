import { entryPath } from '@anapa/shared/catalogue/sections'
import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'

import { labelOf } from '@/catalogue/options'
import { relationId } from '@/collections/relations'
import { notifyResident } from '@/notifications/notifications'
import type { BeachConditionChange } from '@/payload-types'
import { coveredBeforeChange } from './coveredBeforeChange'
import { titlesById } from './coverage'
import { cancelledBanAlerts } from './endBanAlerts'
import { BATHING_SET } from './options'
import { descriptionOf } from './raiseAlert'

/** Where a notification about several of a resident's beaches leads: their favourites. */
const FAVOURITES_PATH = '/izbrannoe'

/** The covered beaches this change bans, or whose ban it lifts: a confirmation of the same word tells nobody. */
function turnedBeaches(req: PayloadRequest, change: BeachConditionChange): number[] {
  const banning = change.bathing === 'banned'
  return coveredBeforeChange(req)
    .filter((b) => b.published && (b.bathingBefore === 'banned') !== banning)
    .map((b) => b.id)
}

/** Residents who keep any of these beaches in favourites, each with their beaches among them. */
async function holders(req: PayloadRequest, beachIds: number[]): Promise<Map<number, number[]>> {
  const { docs } = await req.payload.find({
    collection: 'favorites',
    where: { entity: { equals: 'beach' }, item_id: { in: beachIds } },
    pagination: false,
    depth: 0,
    select: { owner: true, item_id: true },
    overrideAccess: true,
    req,
  })
  const byResident = new Map<number, number[]>()
  for (const favourite of docs) {
    const owner = relationId(favourite.owner)
    if (owner !== null) byResident.set(owner, [...(byResident.get(owner) ?? []), favourite.item_id])
  }
  return byResident
}

/**
 * afterChange of a desk's change: a resident who keeps a beach in favourites hears, in the bell and
 * by push, when bathing there is banned and when the ban is lifted (docs/decisions/0042-beach-conditions.md):
 * one notification per resident naming their beaches, opening the beach (or the favourites, when
 * there are several). A save that also issued a public alert or its «Отбой» sends nothing more:
 * that message already reaches every subscription.
 */
export const notifyFavouriteHolders: CollectionAfterChangeHook<BeachConditionChange> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc
  if (doc.bathing === 'banned' ? doc.alert : cancelledBanAlerts(req)) return doc
  const turned = turnedBeaches(req, doc)
  if (turned.length === 0) return doc
  const residents = await holders(req, turned)
  if (residents.size === 0) return doc
  const names = await titlesById(req, 'beaches', turned)
  const word = labelOf(BATHING_SET, doc.bathing) ?? 'Обстановка на пляже изменилась'
  for (const [resident, beaches] of residents) {
    const own = [...new Set(beaches)]
    await notifyResident(req, resident, {
      title: `${word}: ${own.map((id) => names.get(id)).join(', ')}`,
      text: descriptionOf(doc) || `${word}.`,
      link: own.length === 1 ? entryPath('beaches', own[0]!) : FAVOURITES_PATH,
    })
  }
  return doc
}

import config from '@payload-config'
import { getPayload } from 'payload'

import type { Beach, BeachGroup, Tour, TourGroup } from '@/payload-types'
import { ContractError, ok } from '@/contract/http'
import { contractRoute } from '@/contract/route'
import { toImage } from '@/contract/media'
import { richTextToHtml } from '@/contract/richText'
import { parseId, PUBLISHED } from './handlers'
import { beachCard, beachGroupCard, tours } from './sections'

/** Groups are short; a group page lists all its members, never paged. */
const MAX_MEMBERS = 200

/** GET /v1/tours/groups: every published group with its excursions and tours, in order. */
export const tourGroupsRoute = contractRoute(async () => {
  const payload = await getPayload({ config })
  const [groups, members] = await Promise.all([
    payload.find({
      collection: 'tour-groups',
      where: PUBLISHED,
      sort: ['sort', 'title', 'id'],
      pagination: false,
      depth: 1,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'tours',
      where: { and: [PUBLISHED, { group: { exists: true } }] },
      sort: ['sort', 'title', 'id'],
      limit: MAX_MEMBERS * 10,
      depth: 1,
      overrideAccess: false,
    }),
  ])
  const byGroup = new Map<number, Tour[]>()
  for (const tour of members.docs) {
    const id = typeof tour.group === 'object' && tour.group ? tour.group.id : tour.group
    if (typeof id === 'number') byGroup.set(id, [...(byGroup.get(id) ?? []), tour])
  }
  const data = groups.docs.map((g: TourGroup) => ({
    id: g.id,
    title: g.title,
    summary: g.summary ?? null,
    preview_picture: toImage(g.previewPicture),
    items: (byGroup.get(g.id) ?? []).map(tours.card),
  }))
  return ok(data, { count: data.length })
})

/** GET /v1/beaches/groups: every published beach group with how many beaches it has. */
export const beachGroupsRoute = contractRoute(async () => {
  const payload = await getPayload({ config })
  const [groups, members] = await Promise.all([
    payload.find({
      collection: 'beach-groups',
      where: PUBLISHED,
      sort: ['sort', 'title', 'id'],
      pagination: false,
      depth: 1,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'beaches',
      where: PUBLISHED,
      pagination: false,
      depth: 0,
      select: { group: true },
      overrideAccess: false,
    }),
  ])
  const counts = new Map<number, number>()
  for (const beach of members.docs as Pick<Beach, 'group'>[]) {
    if (typeof beach.group === 'number') counts.set(beach.group, (counts.get(beach.group) ?? 0) + 1)
  }
  const data = groups.docs.map((g: BeachGroup) => ({ ...beachGroupCard(g), beaches_count: counts.get(g.id) ?? 0 }))
  return ok(data, { count: data.length })
})

const NOT_FOUND = 'Группа пляжей не найдена'

/** GET /v1/beaches/groups/{id}: the group, its text and all its published beaches. */
export const beachGroupRoute = contractRoute(
  async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const { id } = await params
    const groupId = parseId(id)
    if (groupId === null) throw new ContractError(404, NOT_FOUND)
    const payload = await getPayload({ config })
    const [groups, members] = await Promise.all([
      payload.find({
        collection: 'beach-groups',
        where: { and: [PUBLISHED, { id: { equals: groupId } }] },
        limit: 1,
        depth: 1,
        overrideAccess: false,
      }),
      payload.find({
        collection: 'beaches',
        where: { and: [PUBLISHED, { group: { equals: groupId } }] },
        sort: ['sort', 'title', 'id'],
        limit: MAX_MEMBERS,
        depth: 1,
        overrideAccess: false,
      }),
    ])
    const group = groups.docs[0]
    if (!group) throw new ContractError(404, NOT_FOUND)
    return ok({
      ...beachGroupCard(group),
      description: richTextToHtml(group.description),
      seo: { title: group.seo?.title ?? null, description: group.seo?.description ?? null },
      beaches: members.docs.map(beachCard),
    })
  },
)

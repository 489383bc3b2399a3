import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { sanitizeCmsHtml } from '@/graphql/sanitize'
import { card, detail, groupRef, hours, orNull, pageArgs, point, seo, toPage } from './shared'

/** Beaches and their groups: Query.beaches / beach, Query.beachGroups / beachGroup. */

const OPEN = { value: 'open', label: 'Открыт' }

const beachFields = (b: R.RestBeachCard) => ({
  ...card(b),
  group: groupRef(b.group),
  surface: b.surface,
  status: { state: b.status?.state ?? OPEN, since: b.status?.since ?? null, note: b.status?.note ?? null },
  workingHours: hours(b.working_hours),
  address: b.address,
  location: point(b.location),
})

export const toBeachCard = (b: R.RestBeachCard) => beachFields(b)

export const toBeach = (b: R.RestBeach): G.Beach => ({
  ...beachFields(b),
  ...detail(b),
  lengthMeters: b.length_meters,
  amenities: b.amenities ?? [],
})

export const toBeachGroupCard = (g: R.RestBeachGroupCard) => ({
  ...card(g),
  beachesCount: g.beaches_count,
})

export const toBeachGroup = (g: R.RestBeachGroup) => ({
  ...card(g),
  // The detail lists the group's published beaches, which is what the card's count counts.
  beachesCount: g.beaches.length,
  html: sanitizeCmsHtml(g.description),
  seo: seo(g.seo),
  beaches: g.beaches.map(toBeachCard),
})

/** Lists answer the card fields, the detail queries all of them (codegen.ts mappers). */
export type BeachParent = G.Beach | ReturnType<typeof toBeachCard>
export type BeachGroupParent = ReturnType<typeof toBeachGroup> | ReturnType<typeof toBeachGroupCard>

export const beachQueries: Pick<G.QueryResolvers, 'beaches' | 'beach' | 'beachGroups' | 'beachGroup'> = {
  beaches: async (_p, { page }, { api }) => toPage(await api.beaches(pageArgs(page)), page, toBeachCard),
  beach: (_p, { id }, { api }) => orNull(() => api.beach(id), toBeach),
  beachGroups: async (_p, _args, { api }) => (await api.beachGroups()).map(toBeachGroupCard),
  beachGroup: (_p, { id }, { api }) => orNull(() => api.beachGroup(id), toBeachGroup),
}

import type * as R from '@/graphql/datasources/catalogueRestTypes'
import type * as G from '@/graphql/__generated__/resolvers-types'
import { sanitizeCmsHtml } from '@/graphql/sanitize'
import { accessibleArg, toAccessibility } from './accessibility'
import { card, detail, groupRef, hours, orNull, pageArgs, point, seo, toPage } from './shared'

/** Beaches and their groups: Query.beaches / beach, Query.beachGroups / beachGroup. */

/** The contract's conditions in the schema's names (graphql/schema/catalogue.ts, BeachConditions). */
export const toConditions = (c: R.RestBeachConditions): G.BeachConditions => ({
  bathing: c.bathing,
  flag: c.flag,
  reasons: c.reasons,
  source: c.source,
  document: c.document,
  note: c.note,
  validFrom: c.valid_from,
  validUntil: c.valid_until,
  verifiedAt: c.verified_at,
  lifeguards: c.lifeguards,
  waterTemperature: c.water_temperature,
  waterTemperatureAt: c.water_temperature_at,
  waterTemperatureSource: c.water_temperature_source,
  waveHeight: c.wave_height,
  waveHeightAt: c.wave_height_at,
  windSpeed: c.wind_speed,
  windSpeedAt: c.wind_speed_at,
  uvIndex: c.uv_index,
  uvIndexAt: c.uv_index_at,
})

const beachFields = (b: R.RestBeachCard) => ({
  ...card(b),
  group: groupRef(b.group),
  surface: b.surface,
  conditions: toConditions(b.conditions),
  workingHours: hours(b.working_hours),
  address: b.address,
  location: point(b.location),
  accessibility: toAccessibility(b.accessibility),
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

export const beachQueries: Pick<
  G.QueryResolvers,
  'beaches' | 'beach' | 'beachGroups' | 'beachGroup' | 'beachConditions'
> = {
  beaches: async (_p, { page, accessible }, { api }) =>
    toPage(await api.beaches({ ...pageArgs(page), accessible: accessibleArg(accessible) }), page, toBeachCard),
  beach: (_p, { id }, { api }) => orNull(() => api.beach(id), toBeach),
  beachGroups: async (_p, _args, { api }) => (await api.beachGroups()).map(toBeachGroupCard),
  beachGroup: (_p, { id }, { api }) => orNull(() => api.beachGroup(id), toBeachGroup),
  beachConditions: async (_p, _args, { api }) => {
    const { data, meta } = await api.beachConditions()
    return {
      items: data.map((b) => ({
        id: String(b.id),
        title: b.title,
        groupId: b.group_id === null ? null : String(b.group_id),
        conditions: toConditions(b.conditions),
      })),
      bathingAllowed: meta.bathing_allowed,
      total: meta.count,
    }
  },
}

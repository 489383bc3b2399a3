import { GraphQLError } from 'graphql'

import { CATALOGUE_PAGE_SIZE } from '@/lib/catalogue/constants'
import type { RestPage } from '@/graphql/datasources/catalogueRestTypes'
import { MAX_PAGE } from '@/lib/routing/params'
import { isNotFound } from '@/graphql/datasources/errors'
import type { QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import * as map from './catalogueMappers'

function checkPage(page: number) {
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw new GraphQLError('Некорректный номер страницы', { extensions: { code: 'BAD_USER_INPUT' } })
  }
  return { page, perPage: CATALOGUE_PAGE_SIZE }
}

/** A REST page as the gateway's page type: items mapped, totals and page count derived. */
function toPage<T, U>({ data, meta }: RestPage<T>, page: number, mapItem: (item: T) => U) {
  return {
    items: data.map(mapItem),
    total: meta.count,
    page,
    pageSize: CATALOGUE_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(meta.count / CATALOGUE_PAGE_SIZE)),
    filters: meta.filters ?? [],
  }
}

/** A detail query answers null for unknown or unpublished items, so pages can 404 without an error. */
async function orNull<T, U>(load: () => Promise<T>, mapItem: (item: T) => U): Promise<U | null> {
  try {
    return mapItem(await load())
  } catch (error) {
    if (isNotFound(error)) return null
    throw error
  }
}

const oneValue = (value: string | null | undefined) => (value ? [value] : undefined)

type CatalogueQueries = Pick<
  QueryResolvers,
  | 'events'
  | 'event'
  | 'tours'
  | 'tour'
  | 'tourGroups'
  | 'infrastructure'
  | 'infrastructureObject'
  | 'places'
  | 'place'
  | 'walkingRoutes'
  | 'walkingRoute'
  | 'beaches'
  | 'beach'
  | 'beachGroups'
  | 'beachGroup'
  | 'cameras'
>

export const catalogueQueries: CatalogueQueries = {
  events: async (_p, { page, date }, { api }) =>
    toPage(await api.events({ ...checkPage(page), date: date.toLowerCase() }), page, map.toEventCard),
  event: (_p, { slug }, { api }) => orNull(() => api.event(slug), map.toEvent),

  tours: async (_p, { page, tag }, { api }) =>
    toPage(await api.tours({ ...checkPage(page), tag: oneValue(tag) }), page, map.toTourCard),
  tour: (_p, { slug }, { api }) => orNull(() => api.tour(slug), map.toTour),
  tourGroups: async (_p, _args, { api }) => (await api.tourGroups()).map(map.toTourGroup),

  infrastructure: async (_p, { page, category }, { api }) =>
    toPage(
      await api.infrastructureList({ ...checkPage(page), category: oneValue(category) }),
      page,
      map.toInfrastructureCard,
    ),
  infrastructureObject: (_p, { slug }, { api }) =>
    orNull(() => api.infrastructureObject(slug), map.toInfrastructureObject),

  places: async (_p, { page, category }, { api }) =>
    toPage(await api.places({ ...checkPage(page), category: oneValue(category) }), page, map.toPlaceCard),
  place: (_p, { id }, { api }) => orNull(() => api.place(id), map.toPlace),

  walkingRoutes: async (_p, { page }, { api }) =>
    toPage(await api.walkingRoutes(checkPage(page)), page, map.toWalkingRouteCard),
  walkingRoute: (_p, { id }, { api }) => orNull(() => api.walkingRoute(id), map.toWalkingRoute),

  beaches: async (_p, { page }, { api }) => toPage(await api.beaches(checkPage(page)), page, map.toBeachCard),
  beach: (_p, { id }, { api }) => orNull(() => api.beach(id), map.toBeach),
  beachGroups: async (_p, _args, { api }) => (await api.beachGroups()).map(map.toBeachGroupCard),
  beachGroup: (_p, { id }, { api }) => orNull(() => api.beachGroup(id), map.toBeachGroup),

  cameras: async (_p, _args, { api }) => (await api.cameras()).map(map.toCamera),
}

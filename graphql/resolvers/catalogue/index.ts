import { beachQueries } from './beach'
import { cameraQueries } from './camera'
import { eventQueries } from './event'
import { infrastructureObjectQueries } from './infrastructureObject'
import { placeQueries } from './place'
import { tourQueries } from './tour'
import { walkingRouteQueries } from './walkingRoute'

/**
 * The catalogue's root fields, one file per entity. Each maps its REST answer in the root resolver
 * and no type has resolvers of its own: only root fields may call the CMS, so the upstream-call
 * bounds (graphql/validation/limits.ts) count every call a query can make.
 */
export const catalogueQueries = {
  ...eventQueries,
  ...tourQueries,
  ...infrastructureObjectQueries,
  ...placeQueries,
  ...walkingRouteQueries,
  ...beachQueries,
  ...cameraQueries,
}

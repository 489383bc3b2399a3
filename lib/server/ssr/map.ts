import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { queryPage } from './factory'

export const MapRouteQuery = graphql(`
  query MapRouteQuery {
    mapObjects {
      ...MapView_object
    }
  }
`)

export type MapProps = { data: ResultOf<typeof MapRouteQuery> }

/**
 * /karta (docs/spec.md#2-screens-and-routes, map layout): every object with coordinates, revalidated like the
 * catalogue; the CMS also revalidates /karta on every catalogue change. An outage throws, so the last good map stays
 * up.
 */
export const getMapProps = queryPage(MapRouteQuery)

import type { ResultOf } from '@graphql-typed-document-node/core'

import { graphql } from '@/lib/__generated__/gql'
import { queryPage } from '@/lib/server/ssr/factory'

export const CamerasRouteQuery = graphql(`
  query CamerasRouteQuery {
    cameras {
      ...CamerasView_camera
    }
  }
`)

export type CamerasProps = { data: ResultOf<typeof CamerasRouteQuery> }

export const getCamerasProps = queryPage(CamerasRouteQuery)

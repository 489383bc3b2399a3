import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Cameras renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const CamerasView_camera = graphql(`
  fragment CamerasView_camera on Camera {
    id
    title
    summary
    streamUrl
    address
    poster {
      ...CatalogueImage
    }
  }
`)

import { graphql } from '@/lib/__generated__/gql'

/**
 * What the map page needs of each object. Kept out of MapView.tsx: only the server's query spreads
 * it, so the page's browser bundle carries the type, not the generated document map.
 */
export const MapView_object = graphql(`
  fragment MapView_object on MapObject {
    kind
    id
    slug
    title
    subtitle
    bathing
    flag
    accessibility {
      accessible
    }
    point {
      lat
      lon
    }
    track {
      lat
      lon
    }
    image {
      url
      width
      height
      alt
    }
  }
`)

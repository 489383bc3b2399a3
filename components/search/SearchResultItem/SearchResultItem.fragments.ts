import { graphql } from '@/lib/__generated__/gql'

/**
 * The data SearchResultItem renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const SearchResultItem_result = graphql(`
  fragment SearchResultItem_result on SearchResult {
    id
    entity
    slug
    title
    image {
      url
      width
      height
      alt
    }
    workingHours {
      ...CatalogueHours
    }
    bathing {
      value
      label
    }
    distance
    duration
  }
`)

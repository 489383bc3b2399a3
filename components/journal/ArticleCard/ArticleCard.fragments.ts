import { graphql } from '@/lib/__generated__/gql'

/**
 * The data ArticleCard renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const ArticleCard_article = graphql(`
  fragment ArticleCard_article on Article {
    id
    name
    slug
    type
    createdAt
    category {
      id
      name
      slug
    }
    previewPicture {
      url
      width
      height
      alt
    }
  }
`)

import { graphql } from '@/lib/__generated__/gql'

/**
 * The data ArticleView renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const ArticleView_article = graphql(`
  fragment ArticleView_article on Article {
    ...ArticleCard_article
    description
    html
    updatedAt
    seo {
      title
      description
    }
    gallery {
      url
      width
      height
      alt
    }
    location {
      lat
      lon
    }
    videos {
      title
      url
    }
    blocks {
      title
      description
      items
      picture {
        url
        width
        height
        alt
      }
    }
  }
`)

import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Groups renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const TourGroupsView_group = graphql(`
  fragment TourGroupsView_group on TourGroup {
    id
    title
    summary
    items {
      ...TourCard_tour
    }
  }
`)

export const BeachGroupLinks_group = graphql(`
  fragment BeachGroupLinks_group on BeachGroup {
    id
    title
    beachesCount
  }
`)

export const BeachGroupView_group = graphql(`
  fragment BeachGroupView_group on BeachGroup {
    ...BeachGroupLinks_group
    summary
    html
    previewPicture {
      ...CatalogueImage
    }
    seo {
      title
      description
    }
    beaches {
      ...BeachCard_beach
    }
  }
`)

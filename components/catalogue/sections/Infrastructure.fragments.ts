import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Infrastructure renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const InfrastructureCard_object = graphql(`
  fragment InfrastructureCard_object on InfrastructureObject {
    id
    slug
    title
    previewPicture {
      ...CatalogueImage
    }
    category {
      value
      label
    }
    address
    workingHours {
      allDay
      from
      to
    }
  }
`)

export const InfrastructureView_object = graphql(`
  fragment InfrastructureView_object on InfrastructureObject {
    ...InfrastructureCard_object
    summary
    phone
    website
    html
    gallery {
      ...CatalogueImage
    }
    location {
      lat
      lon
    }
    seo {
      title
      description
    }
  }
`)

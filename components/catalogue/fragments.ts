import { graphql } from '@/lib/__generated__/gql'

/** A picture as every catalogue card and page renders it (CmsImage needs the size). */
export const CatalogueImage = graphql(`
  fragment CatalogueImage on Image {
    url
    width
    height
    alt
  }
`)

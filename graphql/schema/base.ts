/** Types shared by every domain of the gateway. */
export const baseTypeDefs = /* GraphQL */ `
  type Query {
    "Liveness of the gateway itself; domains extend Query."
    ok: Boolean!
  }

  "A picture with its intrinsic size, so pages reserve the space and never shift."
  type Image {
    url: String!
    width: Int
    height: Int
    alt: String!
  }

  type GeoPoint {
    lat: Float!
    lon: Float!
  }

  "Where a page of a list stands: how many items in all, this page's number and size, how many pages."
  type PageInfo {
    total: Int!
    page: Int!
    pageSize: Int!
    pageCount: Int!
  }

  type Seo {
    title: String
    description: String
  }
`

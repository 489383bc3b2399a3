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

  type Seo {
    title: String
    description: String
  }
`

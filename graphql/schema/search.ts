/** Site-wide search (spec §2 "Search", §3 "Search result", §7 GET /v1/search). */
export const searchTypeDefs = /* GraphQL */ `
  extend type Query {
    "Results for what the visitor typed; an empty query gives an empty page, not an error."
    search(
      query: String!
      entity: SearchEntity
      "Ranks nearer results higher among equals."
      near: GeoPointInput
      page: Int! = 1
      pageSize: Int! = 10
    ): SearchPage!
  }

  "The entity kinds of spec §3, as the filter offers them."
  enum SearchEntity {
    BEACH
    URBAN
    PLACE
    ROUTE
    EVENT
    CAMERA
    CLICKPASS_PRODUCTS
    MAGAZINE
  }

  input GeoPointInput {
    lat: Float!
    lon: Float!
  }

  type SearchResult {
    id: ID!
    entity: SearchEntity!
    "The last part of the result's address: {section path}/{slug} (spec §2)."
    slug: String!
    title: String!
    image: Image
    "Beaches: opening hours."
    workingHours: WorkingHours
    "Walking routes: the distance and duration, formatted in Russian."
    distance: String
    duration: String
  }

  type SearchPage {
    items: [SearchResult!]!
    pageInfo: PageInfo!
  }
`

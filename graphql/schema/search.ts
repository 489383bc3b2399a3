/**
 * Site-wide search (docs/spec.md#2-screens-and-routes "Search", #3-entities-and-their-fields "Search result",
 * #7-calls-the-product-makes GET /v1/search).
 */
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

  "The entity kinds of docs/spec.md#3-entities-and-their-fields, as the filter offers them."
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
    "The last part of the result's address: {section path}/{slug} (docs/spec.md#2-screens-and-routes)."
    slug: String!
    title: String!
    image: Image
    "Beaches: opening hours."
    workingHours: WorkingHours
    "Beaches: bathing now (BeachConditions.bathing)."
    bathing: Option
    "Walking routes: the distance and duration, formatted in Russian."
    distance: String
    duration: String
  }

  type SearchPage {
    items: [SearchResult!]!
    pageInfo: PageInfo!
  }
`

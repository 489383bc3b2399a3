/**
 * The map page (/karta): every published object that has a place on the map, compact, in one call.
 * Detail pages link from here, so each object carries the key its section's route uses.
 */
export const mapTypeDefs = /* GraphQL */ `
  extend type Query {
    "Objects with coordinates; omitted or empty kinds mean every kind. Events: upcoming ones only."
    mapObjects(
      kinds: [MapKind!]
      "true: only what «Доступная среда» counts as accessible, which leaves events out; else no filter."
      accessible: Boolean
    ): [MapObject!]!
    """
    An appeal's point in words (signed-in residents): the nearest beach, place or city object
    within a kilometre, and the street address where the site has a geocoder (graphql/geocoder).
    """
    describePoint(point: GeoPointInput!): PointDescription!
  }

  input GeoPointInput {
    lat: Float!
    lon: Float!
  }

  type NearestPlace {
    title: String!
    distanceMeters: Int!
  }

  type PointDescription {
    nearest: NearestPlace
    address: String
    "One line: «ул. Пионерский проспект, 14 · рядом: Центральный пляж, 120 м»; null when nothing is known."
    text: String
  }

  enum MapKind {
    BEACH
    PLACE
    "Infrastructure: pharmacies, parking, rescue posts…"
    URBAN
    EVENT
    ROUTE
  }

  type MapObject {
    kind: MapKind!
    id: ID!
    "The detail page's key for sections addressed by slug (URBAN, EVENT); null for the others."
    slug: String
    title: String!
    "One line under the title: a category, bathing at a beach, an event's start, a route's length."
    subtitle: String
    "Where the marker stands; for a route, its first track point."
    point: GeoPoint!
    "Beaches only: bathing now (allowed, not_advised, banned, unconfirmed); null for every other kind."
    bathing: String
    "Beaches only: the МЧС flag on the shore (green, yellow, red, purple), the marker's colour; else null."
    flag: String
    "Routes only: the track in walking order. Null for every other kind."
    track: [GeoPoint!]
    "Every kind but EVENT (null there): «Доступная среда», as the object's card carries it."
    accessibility: Accessibility
    "A small preview picture."
    image: Image
  }
`

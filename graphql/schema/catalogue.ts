/**
 * The visitor catalogue: afisha, excursions and tours, infrastructure, interesting places,
 * walking routes, beaches and cameras. One type per entity: list cards select the card's fields,
 * detail pages add the sanitized text, the gallery and SEO; a list answers the card's fields only
 * (graphql/resolvers/catalogue/<entity>.ts). Lists are paged by a fixed size (12), each page with
 * its PageInfo.
 */
export const catalogueTypeDefs = /* GraphQL */ `
  extend type Query {
    events(page: Int! = 1, date: EventDateFilter! = UPCOMING): EventPage!
    "A published event, or null."
    event(slug: String!): Event
    tours(page: Int! = 1, tag: String): TourPage!
    tour(slug: String!): Tour
    "Every group with its excursions and tours."
    tourGroups: [TourGroup!]!
    "Here and in places, walkingRoutes, beaches: \`accessible: true\` keeps what «Доступная среда» counts."
    infrastructure(page: Int! = 1, category: String, accessible: Boolean): InfrastructurePage!
    infrastructureObject(slug: String!): InfrastructureObject
    places(page: Int! = 1, category: String, accessible: Boolean): PlacePage!
    place(id: ID!): Place
    walkingRoutes(page: Int! = 1, accessible: Boolean): WalkingRoutePage!
    walkingRoute(id: ID!): WalkingRoute
    beaches(page: Int! = 1, accessible: Boolean): BeachPage!
    beach(id: ID!): Beach
    beachGroups: [BeachGroup!]!
    beachGroup(id: ID!): BeachGroup
    "Every published beach's conditions in one answer: the home page's summary and the map."
    beachConditions: BeachConditionsSummary!
    cameras: [Camera!]!
  }

  """
  What every catalogue entry with a page of its own has: what its card shows (title, summary,
  picture) and what its page adds (the sanitized text, the gallery, the search-engine fields).
  The views select these once, through fragments on this interface.
  """
  interface CatalogueEntry {
    title: String!
    summary: String
    previewPicture: Image
    html: String!
    gallery: [Image!]!
    seo: Seo!
  }

  "A catalogue entry a visitor goes to: where it is and when it is open."
  interface Venue {
    address: String
    workingHours: WorkingHours
  }

  "A catalogue entry with a telephone number and a website of its own."
  interface Contacts {
    phone: String
    website: String
  }

  "A page of a catalogue list that offers a filter (a category, a tag)."
  interface FilteredPage {
    pageInfo: PageInfo!
    filters: [FilterOption!]!
  }

  "A value of a closed list (a category, a tag) with its Russian label."
  type Option {
    value: String!
    label: String!
  }

  "One feature of «Доступная среда»: its key (step_free, ramp, beach_mat…) and its Russian label."
  type AccessibilityFeature {
    key: String!
    label: String!
  }

  """
  «Доступная среда» of a beach, place, infrastructure object or walking route
  (docs/decisions/0055-accessibility-as-data.md; the vocabulary and the rule are in
  @anapa/shared/accessibility/features). \`accessible\` is what the lists' \`accessible\` filter keeps.
  """
  type Accessibility {
    "The recorded features, in the vocabulary's order."
    features: [AccessibilityFeature!]!
    "The editors' «Примечание о доступности», plain text."
    note: String
    accessible: Boolean!
    "Walking routes only (asphalt, tiles, ground, sand, mixed); null elsewhere or when not given."
    surface: Option
    "Walking routes only (flat, gentle, steep); null elsewhere or when not given."
    gradient: Option
  }

  "A filter value a list offers, with how many items carry it."
  type FilterOption {
    value: String!
    label: String!
    count: Int!
  }

  "Either round the clock or from–to, 'HH:MM'."
  type WorkingHours {
    allDay: Boolean!
    from: String
    to: String
  }

  enum EventDateFilter {
    UPCOMING
    TODAY
    WEEKEND
    PAST
  }

  type Event implements CatalogueEntry {
    id: ID!
    slug: String!
    title: String!
    summary: String
    previewPicture: Image
    category: Option
    "ISO 8601"
    startsAt: String!
    "ISO 8601"
    endsAt: String
    venue: String
    address: String
    "Roubles; 0 means free, null unknown."
    priceFrom: Int
    ageLimit: String
    location: GeoPoint
    ticketUrl: String
    "Sanitized HTML, safe to render."
    html: String!
    gallery: [Image!]!
    seo: Seo!
    updatedAt: String
  }

  type EventPage {
    items: [Event!]!
    pageInfo: PageInfo!
  }

  type GroupRef {
    id: ID!
    title: String!
  }

  type Tour implements CatalogueEntry {
    id: ID!
    slug: String!
    title: String!
    summary: String
    previewPicture: Image
    kind: Option
    tags: [Option!]!
    durationMinutes: Int
    priceFrom: Int
    group: GroupRef
    groupSize: Int
    organizer: String
    phone: String
    "The meeting point."
    address: String
    location: GeoPoint
    html: String!
    gallery: [Image!]!
    seo: Seo!
    updatedAt: String
  }

  type TourPage implements FilteredPage {
    items: [Tour!]!
    pageInfo: PageInfo!
    "Tags that at least one published item carries."
    filters: [FilterOption!]!
  }

  type TourGroup {
    id: ID!
    title: String!
    summary: String
    previewPicture: Image
    items: [Tour!]!
  }

  type InfrastructureObject implements CatalogueEntry & Venue & Contacts {
    id: ID!
    slug: String!
    title: String!
    summary: String
    previewPicture: Image
    category: Option
    address: String
    workingHours: WorkingHours
    location: GeoPoint
    accessibility: Accessibility!
    phone: String
    website: String
    html: String!
    gallery: [Image!]!
    seo: Seo!
    updatedAt: String
  }

  type InfrastructurePage implements FilteredPage {
    items: [InfrastructureObject!]!
    pageInfo: PageInfo!
    filters: [FilterOption!]!
  }

  type Place implements CatalogueEntry & Venue & Contacts {
    id: ID!
    title: String!
    summary: String
    previewPicture: Image
    category: Option
    address: String
    workingHours: WorkingHours
    priceFrom: Int
    location: GeoPoint
    accessibility: Accessibility!
    phone: String
    website: String
    html: String!
    gallery: [Image!]!
    seo: Seo!
    updatedAt: String
  }

  type PlacePage implements FilteredPage {
    items: [Place!]!
    pageInfo: PageInfo!
    filters: [FilterOption!]!
  }

  type WalkingRoute implements CatalogueEntry {
    id: ID!
    title: String!
    summary: String
    previewPicture: Image
    distanceMeters: Int!
    durationMinutes: Int!
    difficulty: Option
    start: String
    accessibility: Accessibility!
    "The track, in walking order."
    track: [GeoPoint!]!
    html: String!
    gallery: [Image!]!
    seo: Seo!
    updatedAt: String
  }

  type WalkingRoutePage {
    items: [WalkingRoute!]!
    pageInfo: PageInfo!
  }

  """
  Whether one may swim at a beach now (docs/decisions/0042-beach-conditions.md): the duty desk's
  last word, read against the clock (\`bathing.value\` is allowed, not_advised, banned or
  unconfirmed), with the water and the weather. Opening hours are a separate fact (\`workingHours\`).
  """
  type BeachConditions {
    bathing: Option!
    "The МЧС flag: green, yellow, red or purple; null when none is reported or the status is unconfirmed."
    flag: Option
    reasons: [Option!]!
    "Who decided (МЧС, Роспотребнадзор, Оперативный штаб, Администрация)."
    source: Option
    "The act's number and date."
    document: String
    note: String
    "ISO 8601"
    validFrom: String
    "ISO 8601; null while the status holds until the desk's next word."
    validUntil: String
    "ISO 8601: when the desk last set or confirmed the status."
    verifiedAt: String
    lifeguards: Boolean
    "°C"
    waterTemperature: Float
    waterTemperatureAt: String
    "measured (by the desk) or model"
    waterTemperatureSource: String
    "Metres, from the marine model."
    waveHeight: Float
    waveHeightAt: String
    "Metres per second."
    windSpeed: Float
    windSpeedAt: String
    uvIndex: Float
    uvIndexAt: String
  }

  type BeachConditionsItem {
    id: ID!
    title: String!
    groupId: ID
    conditions: BeachConditions!
  }

  "Every published beach's conditions, and how many allow bathing now."
  type BeachConditionsSummary {
    items: [BeachConditionsItem!]!
    bathingAllowed: Int!
    total: Int!
  }

  type Beach implements CatalogueEntry & Venue {
    id: ID!
    title: String!
    summary: String
    previewPicture: Image
    group: GroupRef
    surface: Option
    conditions: BeachConditions!
    workingHours: WorkingHours
    address: String
    location: GeoPoint
    accessibility: Accessibility!
    lengthMeters: Int
    amenities: [Option!]!
    html: String!
    gallery: [Image!]!
    seo: Seo!
    updatedAt: String
  }

  type BeachPage {
    items: [Beach!]!
    pageInfo: PageInfo!
  }

  type BeachGroup {
    id: ID!
    title: String!
    summary: String
    previewPicture: Image
    "How many published beaches the group has."
    beachesCount: Int!
    html: String!
    seo: Seo!
    beaches: [Beach!]!
  }

  type Camera {
    id: ID!
    title: String!
    summary: String
    "HLS (.m3u8), or null while the camera is off."
    streamUrl: String
    poster: Image
    address: String
    location: GeoPoint
  }
`

/** Bookings and trips (docs/api/openapi.yaml "Bookings"). */
export const bookingsTypeDefs = /* GraphQL */ `
  extend type Query {
    "Future sessions of an event or a tour, with seats left and the price (public)."
    bookingSessions(kind: BookableKind!, slug: String!): [BookingSession!]!
    "The signed-in resident's bookings: upcoming, past or cancelled, ten per page; kind: only events' or tours'."
    bookings(scope: BookingScope = upcoming, page: Int = 1, kind: BookableKind): BookingPage!
    "One of the resident's own bookings; anyone else's is NOT_FOUND, like an unknown id."
    booking(id: ID!): Booking!
  }

  extend type Mutation {
    """
    Books seats of a session; they are held for 15 minutes until paid. The request id makes a
    repeat harmless: the same resident sending it again gets the booking the first call made.
    """
    createBooking(input: BookingInput!): Booking!
    "Pays an awaiting booking with the test payment provider (outside production only)."
    payBooking(id: ID!): Booking!
    "Cancels a booking up to 24 hours before the start; the seats go back to the session."
    cancelBooking(id: ID!): Booking!
  }

  enum BookableKind {
    event
    tour
  }

  "A booking is in one scope only: a cancelled one is under cancelled, whatever its date."
  enum BookingScope {
    upcoming
    past
    cancelled
  }

  enum BookingStatus {
    awaiting_payment
    paid
    used
    cancelled
  }

  type BookingSession {
    id: ID!
    "ISO timestamp."
    startsAt: String!
    seatsTotal: Int!
    seatsLeft: Int!
    "Roubles per ticket."
    price: Int!
  }

  type BookedItem {
    kind: BookableKind!
    slug: String!
    title: String!
    venueOrMeetingPoint: String
    location: GeoPoint
  }

  type BookingPayment {
    provider: String!
    "ISO timestamp: the seats are released after it."
    expiresAt: String!
    confirmationUrl: String
  }

  type Ticket {
    reference: String!
    signature: String!
    "What the QR code carries: {reference}.{signature}."
    code: String!
  }

  type Booking {
    id: ID!
    number: String!
    status: BookingStatus!
    statusLabel: String!
    quantity: Int!
    "Roubles."
    total: Int!
    session: BookingSessionRef!
    item: BookedItem
    payment: BookingPayment
    ticket: Ticket
    "ISO timestamp until which the booking may be cancelled."
    cancelUntil: String
    createdAt: String!
  }

  type BookingSessionRef {
    id: ID!
    startsAt: String!
    "ISO timestamp: the start plus the tour's duration or the one-day event's length; null when unknown."
    endsAt: String
  }

  type BookingPage {
    items: [Booking!]!
    pageInfo: PageInfo!
  }

  input BookingInput {
    session_id: ID!
    quantity: Int!
    "A UUID the widget makes once per booking: a repeat of the call answers the same booking."
    request_id: String!
  }
`

/** Routes of the bookings section (docs/spec.md#2-screens-and-routes "/pokupki…"). */
export const BOOKINGS_HREF = '/pokupki'
/** `/pokupki/{id}`: the booking, whatever it is for. */
export const bookingHref = (id: string) => `/pokupki/${id}`
/** The route table's purchase views of one kind: the list of the resident's purchases of it. */
export const bookingListHref = (kind: 'event' | 'tour') =>
  `/pokupki/${kind === 'event' ? 'detail-sobitiya' : 'detail-tury'}`
/** One purchase in its kind's view, addressed by query: `?booking={id}`. */
export const bookingDetailHref = (kind: 'event' | 'tour', id: string) =>
  `${bookingListHref(kind)}?booking=${encodeURIComponent(id)}`
/** Where a signed-out «Забронировать» brings the visitor back to after signing in. */
export const BOOKING_ANCHOR = 'bronirovanie'

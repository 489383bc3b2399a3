/** Issue 12 routes of the bookings section (spec §2 "/pokupki…"). */
export const BOOKINGS_HREF = '/pokupki'
/** `/pokupki/{id}`: the booking, whatever it is for. */
export const bookingHref = (id: string) => `/pokupki/${id}`
/** The route table's purchase detail views, addressed by query: `?booking={id}`. */
export const bookingDetailHref = (kind: 'event' | 'tour', id: string) =>
  `/pokupki/${kind === 'event' ? 'detail-sobitiya' : 'detail-tury'}?booking=${encodeURIComponent(id)}`
/** Where a signed-out «Забронировать» brings the visitor back to after signing in. */
export const BOOKING_ANCHOR = 'bronirovanie'

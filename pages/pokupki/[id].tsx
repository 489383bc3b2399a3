// /pokupki/{id} renders the same view as the route table's /pokupki/detail-sobitiya and /pokupki/detail-tury
// (addressed by ?booking={id}); other residents' bookings are 404.
import { BookingView, type BookingViewProps } from '@/components/bookings/BookingView/BookingView'

const BookingPage = (props: BookingViewProps) => <BookingView {...props} />

export default BookingPage
export { getBookingProps as getServerSideProps } from '@/lib/server/ssr/bookings'

// The route table's event purchase view: /pokupki/detail-sobitiya?booking={id}.
import { BookingView, type BookingViewProps } from '@/components/bookings/BookingView/BookingView'

const EventBookingPage = (props: BookingViewProps) => <BookingView {...props} />

export default EventBookingPage
export { getEventBookingProps as getServerSideProps } from '@/lib/ssr/bookings'

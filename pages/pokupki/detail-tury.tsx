// The route table's tour purchase view: /pokupki/detail-tury?booking={id}.
import { BookingView, type BookingViewProps } from '@/components/bookings/BookingView/BookingView'

const TourBookingPage = (props: BookingViewProps) => <BookingView {...props} />

export default TourBookingPage
export { getTourBookingProps as getServerSideProps } from '@/lib/ssr/bookings'

// The route table's tour purchases: /pokupki/detail-tury lists them, ?booking={id} shows one.
import { BookingView } from '@/components/bookings/BookingView/BookingView'
import { BookingsView } from '@/components/bookings/BookingsView/BookingsView'
import type { PurchasesPageProps } from '@/lib/server/ssr/bookings'

const TourPurchasesPage = (props: PurchasesPageProps) =>
  'booking' in props ? <BookingView {...props} /> : <BookingsView {...props} />

export default TourPurchasesPage
export { getTourBookingProps as getServerSideProps } from '@/lib/server/ssr/bookings'

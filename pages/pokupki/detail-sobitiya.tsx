// The route table's event purchases: /pokupki/detail-sobitiya lists them, ?booking={id} shows one.
import { BookingView } from '@/components/bookings/BookingView/BookingView'
import { BookingsView } from '@/components/bookings/BookingsView/BookingsView'
import type { PurchasesPageProps } from '@/lib/server/ssr/bookings'

const EventPurchasesPage = (props: PurchasesPageProps) =>
  'booking' in props ? <BookingView {...props} /> : <BookingsView {...props} />

export default EventPurchasesPage
export { getEventBookingProps as getServerSideProps } from '@/lib/server/ssr/bookings'

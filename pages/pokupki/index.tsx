import { BookingsView, type BookingsViewProps } from '@/components/bookings/BookingsView/BookingsView'

const BookingsPage = (props: BookingsViewProps) => <BookingsView {...props} />

export default BookingsPage
export { getBookingsProps as getServerSideProps } from '@/lib/server/ssr/bookings'

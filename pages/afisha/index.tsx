import { EventsListView, type EventsListProps } from '@/components/catalogue/sections/EventsList'
import { eventsList } from '@/lib/server/ssr/catalogue/events'

const Page = (props: EventsListProps) => <EventsListView {...props} />

export default Page
export const getStaticProps = eventsList.getIndexProps

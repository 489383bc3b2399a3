// Serves /afisha?…&page=… through the rewrites of lib/routing/listRoutes.ts.
import { EventsListView, type EventsListProps } from '@/components/catalogue/sections/EventsList'
import { eventsList } from '@/lib/server/ssr/catalogue/events'

const Page = (props: EventsListProps) => <EventsListView {...props} />

export default Page
export const getStaticPaths = eventsList.getListPaths
export const getStaticProps = eventsList.getListProps

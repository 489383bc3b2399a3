import { EventsListView } from '@/components/catalogue/sections/Events'
import { eventsList, type EventsListProps } from '@/lib/ssr/catalogue/events'

const Page = (props: EventsListProps) => <EventsListView {...props} />

export default Page
export const getStaticProps = eventsList.getIndexProps

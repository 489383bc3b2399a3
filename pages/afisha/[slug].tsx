import { EventView } from '@/components/catalogue/sections/Events'
import { eventDetail, type EventProps } from '@/lib/ssr/catalogue/events'

const Page = ({ item }: EventProps) => <EventView event={item} />

export default Page
export const getStaticPaths = eventDetail.getDetailPaths
export const getStaticProps = eventDetail.getDetailProps

import { EventView } from '@/components/catalogue/sections/Events'
import { eventDetail, type EventProps } from '@/lib/ssr/catalogue/events'

const Page = ({ item, structuredData }: EventProps) => <EventView event={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = eventDetail.getDetailPaths
export const getStaticProps = eventDetail.getDetailProps

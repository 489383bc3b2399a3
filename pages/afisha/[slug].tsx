import { EventView } from '@/components/catalogue/sections/Events'
import { eventDetail, type EventProps } from '@/lib/server/ssr/catalogue/events'
import { withRedirects } from '@/lib/server/ssr/redirects'

const Page = ({ item, structuredData }: EventProps) => <EventView event={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = eventDetail.getDetailPaths
// An editor's redirect rule for this address wins over the page.
export const getStaticProps = withRedirects('/afisha/[slug]', eventDetail.getDetailProps)

import { RouteView } from '@/components/catalogue/sections/Routes'
import { routeDetail, type RouteProps } from '@/lib/server/ssr/catalogue/routes'
import { withRedirects } from '@/lib/server/ssr/redirects'

const Page = ({ item, structuredData }: RouteProps) => <RouteView route={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = routeDetail.getDetailPaths
// An editor's redirect rule for this address wins over the page.
export const getStaticProps = withRedirects('/peshie-marshruty/[id]', routeDetail.getDetailProps)

import { RouteView } from '@/components/catalogue/sections/Routes'
import { routeDetail, type RouteProps } from '@/lib/ssr/catalogue/routes'

const Page = ({ item, structuredData }: RouteProps) => <RouteView route={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = routeDetail.getDetailPaths
export const getStaticProps = routeDetail.getDetailProps

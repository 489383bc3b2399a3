import { TourView } from '@/components/catalogue/sections/Tours'
import { tourDetail, type TourProps } from '@/lib/server/ssr/catalogue/tours'
import { withRedirects } from '@/lib/server/ssr/redirects'

const Page = ({ item, structuredData }: TourProps) => <TourView tour={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = tourDetail.getDetailPaths
// An editor's redirect rule for this address wins over the page.
export const getStaticProps = withRedirects('/ekskursii-i-tury/[slug]', tourDetail.getDetailProps)

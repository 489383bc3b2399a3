import { TourView } from '@/components/catalogue/sections/Tours'
import { tourDetail, type TourProps } from '@/lib/ssr/catalogue/tours'

const Page = ({ item, structuredData }: TourProps) => <TourView tour={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = tourDetail.getDetailPaths
export const getStaticProps = tourDetail.getDetailProps

import { TourView } from '@/components/catalogue/sections/Tours'
import { tourDetail, type TourProps } from '@/lib/ssr/catalogue/tours'

const Page = ({ item }: TourProps) => <TourView tour={item} />

export default Page
export const getStaticPaths = tourDetail.getDetailPaths
export const getStaticProps = tourDetail.getDetailProps

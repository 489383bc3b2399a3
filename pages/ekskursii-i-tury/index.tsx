import { ToursListView, type ToursListProps } from '@/components/catalogue/sections/ToursList'
import { toursList } from '@/lib/server/ssr/catalogue/tours'

const Page = (props: ToursListProps) => <ToursListView {...props} />

export default Page
export const getStaticProps = toursList.getIndexProps

// Serves /ekskursii-i-tury?…&page=… through the rewrites of lib/routing/listRoutes.ts.
import { ToursListView, type ToursListProps } from '@/components/catalogue/sections/ToursList'
import { toursList } from '@/lib/server/ssr/catalogue/tours'

const Page = (props: ToursListProps) => <ToursListView {...props} />

export default Page
export const getStaticPaths = toursList.getListPaths
export const getStaticProps = toursList.getListProps

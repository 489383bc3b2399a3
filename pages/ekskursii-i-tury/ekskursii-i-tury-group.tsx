import { TourGroupsView } from '@/components/catalogue/sections/TourGroupsView'
import { getTourGroupsProps, type TourGroupsProps } from '@/lib/server/ssr/catalogue/tours'

const Page = ({ data }: TourGroupsProps) => <TourGroupsView groups={data.tourGroups} />

export default Page
export const getStaticProps = getTourGroupsProps

import { RoutesListView } from '@/components/catalogue/sections/Routes'
import { routesList, type RoutesListProps } from '@/lib/ssr/catalogue/routes'

const Page = (props: RoutesListProps) => <RoutesListView {...props} />

export default Page
export const getStaticProps = routesList.getIndexProps

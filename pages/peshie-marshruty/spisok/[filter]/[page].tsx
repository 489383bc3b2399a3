// Serves /peshie-marshruty?…&page=… through the rewrites of lib/routing/listRoutes.ts.
import { RoutesListView } from '@/components/catalogue/sections/Routes'
import { routesList, type RoutesListProps } from '@/lib/ssr/catalogue/routes'

const Page = (props: RoutesListProps) => <RoutesListView {...props} />

export default Page
export const getStaticPaths = routesList.getListPaths
export const getStaticProps = routesList.getListProps

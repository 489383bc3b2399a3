// Serves /peshie-marshruty?…&page=… through the rewrites of lib/routing/listRoutes.ts.
import { RoutesListView, type RoutesListProps } from '@/components/catalogue/sections/RoutesList'
import { routesList } from '@/lib/server/ssr/catalogue/routes'

const Page = (props: RoutesListProps) => <RoutesListView {...props} />

export default Page
export const getStaticPaths = routesList.getListPaths
export const getStaticProps = routesList.getListProps

// Serves /infrastruktura?…&page=… through the rewrites of lib/routing/listRoutes.ts.
import {
  InfrastructureListView,
  type InfrastructureListProps,
} from '@/components/catalogue/sections/InfrastructureList'
import { infrastructureList } from '@/lib/server/ssr/catalogue/infrastructure'

const Page = (props: InfrastructureListProps) => <InfrastructureListView {...props} />

export default Page
export const getStaticPaths = infrastructureList.getListPaths
export const getStaticProps = infrastructureList.getListProps

// Serves /infrastruktura?sreda=dostupnaya&… («Доступная среда») through the rewrites of lib/routing/listRoutes.ts.
import {
  InfrastructureListView,
  type InfrastructureListProps,
} from '@/components/catalogue/sections/InfrastructureList'
import { accessibleInfrastructureList } from '@/lib/server/ssr/catalogue/infrastructure'

const Page = (props: InfrastructureListProps) => <InfrastructureListView {...props} />

export default Page
export const getStaticPaths = accessibleInfrastructureList.getListPaths
export const getStaticProps = accessibleInfrastructureList.getListProps

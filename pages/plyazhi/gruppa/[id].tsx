// Serves /plyazhi/group-{id} (docs/spec.md#2-screens-and-routes) through the rewrite of lib/routing/listRoutes.ts.
import { BeachGroupView } from '@/components/catalogue/sections/BeachGroupView'
import { beachGroupDetail, type BeachGroupProps } from '@/lib/server/ssr/catalogue/beaches'

const Page = ({ item }: BeachGroupProps) => <BeachGroupView group={item} />

export default Page
export const getStaticPaths = beachGroupDetail.getDetailPaths
export const getStaticProps = beachGroupDetail.getDetailProps

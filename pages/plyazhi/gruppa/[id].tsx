// Serves /plyazhi/group-{id} (spec §2) through the rewrite of lib/routing/listRoutes.ts.
import { BeachGroupView } from '@/components/catalogue/sections/Groups'
import { beachGroupDetail, type BeachGroupProps } from '@/lib/ssr/catalogue/beaches'

const Page = ({ item }: BeachGroupProps) => <BeachGroupView group={item} />

export default Page
export const getStaticPaths = beachGroupDetail.getDetailPaths
export const getStaticProps = beachGroupDetail.getDetailProps

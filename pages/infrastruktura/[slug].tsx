import { InfrastructureView } from '@/components/catalogue/sections/Infrastructure'
import { infrastructureDetail, type InfrastructureProps } from '@/lib/ssr/catalogue/infrastructure'

const Page = ({ item }: InfrastructureProps) => <InfrastructureView item={item} />

export default Page
export const getStaticPaths = infrastructureDetail.getDetailPaths
export const getStaticProps = infrastructureDetail.getDetailProps

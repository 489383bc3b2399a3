import { InfrastructureView } from '@/components/catalogue/sections/Infrastructure'
import { infrastructureDetail, type InfrastructureProps } from '@/lib/ssr/catalogue/infrastructure'

const Page = ({ item, structuredData }: InfrastructureProps) => (
  <InfrastructureView item={item} structuredData={structuredData} />
)

export default Page
export const getStaticPaths = infrastructureDetail.getDetailPaths
export const getStaticProps = infrastructureDetail.getDetailProps

import { InfrastructureView } from '@/components/catalogue/sections/Infrastructure'
import { infrastructureDetail, type InfrastructureProps } from '@/lib/server/ssr/catalogue/infrastructure'
import { withRedirects } from '@/lib/server/ssr/redirects'

const Page = ({ item, structuredData }: InfrastructureProps) => (
  <InfrastructureView item={item} structuredData={structuredData} />
)

export default Page
export const getStaticPaths = infrastructureDetail.getDetailPaths
// An editor's redirect rule for this address wins over the page.
export const getStaticProps = withRedirects('/infrastruktura/[slug]', infrastructureDetail.getDetailProps)

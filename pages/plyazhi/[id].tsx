import { BeachView } from '@/components/catalogue/sections/Beaches'
import { beachDetail, type BeachProps } from '@/lib/server/ssr/catalogue/beaches'
import { withRedirects } from '@/lib/server/ssr/redirects'

const Page = ({ item, structuredData }: BeachProps) => <BeachView beach={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = beachDetail.getDetailPaths
// An editor's redirect rule for this address wins over the page.
export const getStaticProps = withRedirects('/plyazhi/[id]', beachDetail.getDetailProps)

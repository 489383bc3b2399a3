import { PlaceView } from '@/components/catalogue/sections/Places'
import { placeDetail, type PlaceProps } from '@/lib/server/ssr/catalogue/places'
import { withRedirects } from '@/lib/server/ssr/redirects'

const Page = ({ item, structuredData }: PlaceProps) => <PlaceView place={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = placeDetail.getDetailPaths
// An editor's redirect rule for this address wins over the page.
export const getStaticProps = withRedirects('/interesnye-mesta/[id]', placeDetail.getDetailProps)

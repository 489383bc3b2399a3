import { PlaceView } from '@/components/catalogue/sections/Places'
import { placeDetail, type PlaceProps } from '@/lib/ssr/catalogue/places'

const Page = ({ item, structuredData }: PlaceProps) => <PlaceView place={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = placeDetail.getDetailPaths
export const getStaticProps = placeDetail.getDetailProps

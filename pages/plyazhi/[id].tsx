import { BeachView } from '@/components/catalogue/sections/Beaches'
import { beachDetail, type BeachProps } from '@/lib/ssr/catalogue/beaches'

const Page = ({ item, structuredData }: BeachProps) => <BeachView beach={item} structuredData={structuredData} />

export default Page
export const getStaticPaths = beachDetail.getDetailPaths
export const getStaticProps = beachDetail.getDetailProps

import { BeachesListView, type BeachesListProps } from '@/components/catalogue/sections/BeachesList'
import { beachesList } from '@/lib/server/ssr/catalogue/beaches'

const Page = (props: BeachesListProps) => <BeachesListView {...props} />

export default Page
export const getStaticProps = beachesList.getIndexProps

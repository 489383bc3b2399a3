import { BeachesListView } from '@/components/catalogue/sections/Beaches'
import { beachesList, type BeachesListProps } from '@/lib/ssr/catalogue/beaches'

const Page = (props: BeachesListProps) => <BeachesListView {...props} />

export default Page
export const getStaticProps = beachesList.getIndexProps

// Serves /plyazhi?…&page=… through the rewrites of lib/routing/listRoutes.ts.
import { BeachesListView, type BeachesListProps } from '@/components/catalogue/sections/BeachesList'
import { beachesList } from '@/lib/server/ssr/catalogue/beaches'

const Page = (props: BeachesListProps) => <BeachesListView {...props} />

export default Page
export const getStaticPaths = beachesList.getListPaths
export const getStaticProps = beachesList.getListProps

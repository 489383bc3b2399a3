// Serves /plyazhi?…&page=… through the rewrites of lib/routing/listRoutes.ts.
import { BeachesListView } from '@/components/catalogue/sections/Beaches'
import { beachesList, type BeachesListProps } from '@/lib/ssr/catalogue/beaches'

const Page = (props: BeachesListProps) => <BeachesListView {...props} />

export default Page
export const getStaticPaths = beachesList.getListPaths
export const getStaticProps = beachesList.getListProps

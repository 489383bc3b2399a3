import { InfrastructureListView } from '@/components/catalogue/sections/Infrastructure'
import { infrastructureList, type InfrastructureListProps } from '@/lib/ssr/catalogue/infrastructure'

const Page = (props: InfrastructureListProps) => <InfrastructureListView {...props} />

export default Page
export const getStaticProps = infrastructureList.getIndexProps

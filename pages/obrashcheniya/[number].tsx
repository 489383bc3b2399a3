import { PublicAppealView } from '@/components/appeals/PublicAppealView/PublicAppealView'
import type { PublicAppealProps } from '@/lib/appeals/publicAppealProps'

const PublicAppealPage = ({ appeal }: PublicAppealProps) => <PublicAppealView appeal={appeal} />

export default PublicAppealPage
export {
  getPublicAppealPaths as getStaticPaths,
  getPublicAppealProps as getStaticProps,
} from '@/lib/server/ssr/publicAppeals'

import { PublicAppealsView } from '@/components/appeals/PublicAppealsView/PublicAppealsView'
import type { PublicAppealsProps } from '@/lib/appeals/publicAppealProps'

const PublicAppealsPage = (props: PublicAppealsProps) => <PublicAppealsView {...props} />

export default PublicAppealsPage
export { getPublicAppealsProps as getStaticProps } from '@/lib/server/ssr/publicAppeals'

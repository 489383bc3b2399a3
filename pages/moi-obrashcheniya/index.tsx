import { AppealsView, type AppealsViewProps } from '@/components/appeals/AppealsView/AppealsView'

const AppealsPage = (props: AppealsViewProps) => <AppealsView {...props} />

export default AppealsPage
export { getAppealsProps as getServerSideProps } from '@/lib/server/ssr/appeals'

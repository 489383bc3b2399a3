import { ApplicationsView, type ApplicationsViewProps } from '@/components/permits/ApplicationsView/ApplicationsView'

const ApplicationsPage = (props: ApplicationsViewProps) => <ApplicationsView {...props} />

export default ApplicationsPage
export { getCabinetProps as getServerSideProps } from '@/lib/server/ssr/cabinet'

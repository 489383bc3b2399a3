// Serves /rezident-applications/{code}/otpravleno: the confirmation after an application is sent.
import { ApplicationSent, type ApplicationSentProps } from '@/components/permits/ApplicationSent/ApplicationSent'

const ApplicationSentPage = (props: ApplicationSentProps) => <ApplicationSent {...props} />

export default ApplicationSentPage
export { getPermitSentProps as getServerSideProps } from '@/lib/server/ssr/permits'

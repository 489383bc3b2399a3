import { BusinessRegistrationView } from '@/components/static/BusinessRegistrationView'

const BusinessRegistrationPage = () => <BusinessRegistrationView />

export default BusinessRegistrationPage

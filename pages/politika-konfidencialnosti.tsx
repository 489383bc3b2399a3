import { PrivacyPolicyView } from '@/components/static/PrivacyPolicyView'

const PrivacyPolicyPage = () => <PrivacyPolicyView />

export default PrivacyPolicyPage

export { PrivacyPolicyView } from './PrivacyPolicyView'

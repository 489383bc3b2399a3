export { BusinessRegistrationView } from './BusinessRegistrationView'

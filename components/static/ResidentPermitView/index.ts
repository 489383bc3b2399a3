export { ResidentPermitView } from './ResidentPermitView'

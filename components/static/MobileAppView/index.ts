export { MobileAppView } from './MobileAppView'

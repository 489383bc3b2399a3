export { MobileBottomBar } from './MobileBottomBar'

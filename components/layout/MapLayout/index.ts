export { MapLayout } from './MapLayout'

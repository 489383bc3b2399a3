export { MapView } from './MapView'

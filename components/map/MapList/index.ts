export { MapList } from './MapList'

export { DataSaverSwitch } from './DataSaverSwitch'

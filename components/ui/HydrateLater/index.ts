export { HydrateLater } from './HydrateLater'

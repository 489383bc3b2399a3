export { LazyMiniMap } from './LazyMiniMap'

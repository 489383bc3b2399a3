export { Gallery } from './Gallery'
export type { GalleryProps } from './Gallery'

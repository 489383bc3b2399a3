export { CameraPlayer, UNAVAILABLE_MESSAGE } from './CameraPlayer'
export type { CameraPlayerProps } from './CameraPlayer'

export { LoadingBar } from './LoadingBar'

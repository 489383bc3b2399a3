export { ReleaseCheck } from './ReleaseCheck'

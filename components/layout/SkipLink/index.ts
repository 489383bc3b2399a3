export { SkipLink, MAIN_ID } from './SkipLink'

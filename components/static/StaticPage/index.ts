export { Prose, StaticPage } from './StaticPage'

export { SpriteLayout } from './SpriteLayout'

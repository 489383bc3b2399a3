export { IconSpriteView } from './IconSpriteView'

export { NavItemLink } from './NavItemLink'

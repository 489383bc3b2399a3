export { Header } from './Header'
export type { HeaderProps } from './Header'
export { useHideOnScroll, nextHideOnScroll } from './useHideOnScroll'

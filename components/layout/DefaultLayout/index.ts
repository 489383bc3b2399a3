export { DefaultLayout } from './DefaultLayout'
export type { LayoutProps } from './DefaultLayout'

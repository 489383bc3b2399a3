export { Breadcrumbs } from './Breadcrumbs'

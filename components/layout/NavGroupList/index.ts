export { NavGroupList } from './NavGroupList'

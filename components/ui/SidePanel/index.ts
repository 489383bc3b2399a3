export { SidePanel } from './SidePanel'
export type { SidePanelProps } from './SidePanel'

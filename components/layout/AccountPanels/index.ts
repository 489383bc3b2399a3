export { AccountPanelsProvider, useAccountPanels } from './AccountPanels'
export type { AccountPanelsValue } from './AccountPanels'

export { AccountPanelsProvider } from './AccountPanels'
export { useAccountPanels } from './AccountPanelsContext'
export type { AccountPanelsValue } from './AccountPanelsContext'

export { ProfilePanel, ProfilePanelHost } from './ProfilePanel'
export type { ProfilePanelProps } from './ProfilePanel'

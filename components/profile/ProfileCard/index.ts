export { PERMIT_SERVICE_NOTE, ProfileCard, ProfileCard_user } from './ProfileCard'
export type { ProfileCardProps } from './ProfileCard'

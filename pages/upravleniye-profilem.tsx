import { ProfileManagementView } from '@/components/profile/ProfileManagementView/ProfileManagementView'
import type { SessionProps } from '@/components/session'

const ProfileManagementPage = (props: SessionProps) => <ProfileManagementView {...props} />

export default ProfileManagementPage
export { getCabinetProps as getServerSideProps } from '@/lib/server/ssr/cabinet'

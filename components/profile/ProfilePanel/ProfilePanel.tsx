import { ApolloProvider } from '@apollo/client/react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { useSession } from '@/components/session/SessionContext'
import { SidePanel } from '@/components/ui/SidePanel'
import { useLogoutMutation } from '@/components/profile/hooks/useLogoutMutation'
import { ProfileCard } from '@/components/profile/ProfileCard'

export interface ProfilePanelProps {
  onClose: () => void
}

/** The profile card in a side panel, opened by the header's profile button while signed in. */
export function ProfilePanel({ onClose }: ProfilePanelProps) {
  const { user } = useSession()
  const { logout, loading } = useLogoutMutation()
  if (!user) return null

  const onLogout = async () => {
    if (await logout()) onClose()
  }

  return (
    <SidePanel title="Профиль" onClose={onClose}>
      {/* No permit data in the API yet (spec §2 leaves its source open): the tile shows the service note. */}
      <ProfileCard user={user} permitExpiresAt={null} onNavigate={onClose} onLogout={onLogout} loggingOut={loading} />
    </SidePanel>
  )
}

/** The panel with the tab's Apollo client: the module the header loads on demand. */
export function ProfilePanelHost(props: ProfilePanelProps) {
  return (
    <ApolloProvider client={getBrowserClient()}>
      <ProfilePanel {...props} />
    </ApolloProvider>
  )
}

export default ProfilePanelHost

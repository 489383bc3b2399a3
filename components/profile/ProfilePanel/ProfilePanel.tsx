import { ApolloProvider, useQuery } from '@apollo/client/react'

import { graphql } from '@/lib/__generated__/gql'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { useSession } from '@/components/session/SessionContext'
// The context module, not the index: this panel is loaded by the provider the index exports.
import { useAccountPanels } from '@/components/layout/AccountPanels/AccountPanelsContext'
import { SidePanel } from '@/components/ui/SidePanel'
import { useLogoutMutation } from '@/components/profile/hooks/useLogoutMutation'
import { ProfileCard } from '@/components/profile/ProfileCard'

export const ProfilePanelQuery = graphql(`
  query ProfilePanelQuery {
    activeResidentPermitEndDate
  }
`)

export interface ProfilePanelProps {
  onClose: () => void
}

/** The profile card in a side panel, opened by the header's profile button while signed in. */
export function ProfilePanel({ onClose }: ProfilePanelProps) {
  const { user } = useSession()
  const { logout, loading } = useLogoutMutation()
  const { openNotifications } = useAccountPanels()
  // Fresh each time the card opens: an approval since the last look shows at once. A failure leaves
  // the service note, which is never wrong.
  const permit = useQuery(ProfilePanelQuery, { fetchPolicy: 'network-only', skip: !user })
  if (!user) return null

  const onLogout = async () => {
    if (await logout()) onClose()
  }

  return (
    <SidePanel title="Профиль" onClose={onClose}>
      <ProfileCard
        user={user}
        permitEndDate={permit.data?.activeResidentPermitEndDate ?? null}
        onNavigate={onClose}
        onOpenNotifications={() => openNotifications()}
        onLogout={onLogout}
        loggingOut={loading}
      />
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

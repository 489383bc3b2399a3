import { ApolloProvider } from '@apollo/client/react'

import { getBrowserClient } from '@/lib/apollo/browserClient'
import { AuthDrawer, type AuthDrawerProps } from './AuthDrawer'

/** The drawer with the tab's Apollo client: the module the header loads on the first click. */
export function AuthDrawerHost(props: AuthDrawerProps) {
  return (
    <ApolloProvider client={getBrowserClient()}>
      <AuthDrawer {...props} />
    </ApolloProvider>
  )
}

export default AuthDrawerHost

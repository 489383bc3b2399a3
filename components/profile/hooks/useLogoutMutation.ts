import { useApolloClient, useMutation } from '@apollo/client/react'
import { useRouter } from 'next/router'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { readGatewayError, reportFailure } from '@/lib/apollo/serverErrors'
import { requiresAuth } from '@/lib/routes'
import { dropBrowserSubscription } from '@/lib/push/subscription'
import { useSession } from '@/components/session/SessionContext'

export const LogoutMutation = graphql(`
  mutation LogoutMutation {
    logout
  }
`)

/**
 * docs/spec.md#4-states-and-transitions Session: logout clears the user and the token (the gateway removes the HttpOnly
 * cookie); from a page that required auth the visitor goes home.
 */
export function useLogoutMutation() {
  const client = useApolloClient()
  const router = useRouter()
  const { clear } = useSession()
  const [mutate, { loading }] = useMutation(LogoutMutation)

  const logout = useCallback(async (): Promise<boolean> => {
    try {
      await mutate()
    } catch (error) {
      // A session that had already ended is as good as a logout; anything else leaves the cookie in
      // place, so showing the visitor as signed out would be a lie.
      if (readGatewayError(error)?.code !== 'UNAUTHENTICATED') {
        reportFailure(error, { formFields: [] })
        return false
      }
    }
    clear()
    // The CMS dropped this session's push subscriptions; the browser's goes too.
    void dropBrowserSubscription()
    // Cached resident data must not outlive the session; nothing is refetched.
    await client.clearStore()
    if (requiresAuth(router.asPath)) await router.push('/')
    return true
  }, [clear, client, mutate, router])

  return { logout, loading }
}

import { useApolloClient, useMutation } from '@apollo/client/react'
import { useRouter } from 'next/router'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { reportFailure } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { dropBrowserSubscription } from '@/lib/push/subscription'
import { useSession } from '@/components/session/SessionContext'

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccountMutation {
    deleteAccount
  }
`)

export const ACCOUNT_DELETED = 'Аккаунт удалён'

/**
 * docs/spec.md#4-states-and-transitions: account deletion removes the token (the gateway drops the cookie) and clears
 * the user.
 */
export function useDeleteAccountMutation() {
  const client = useApolloClient()
  const router = useRouter()
  const { clear } = useSession()
  const [mutate, { loading }] = useMutation(DeleteAccountMutation)
  const deleteAccount = useCallback(async (): Promise<boolean> => {
    try {
      await mutate()
    } catch (error) {
      reportFailure(error, { formFields: [] })
      return false
    }
    clear()
    // The CMS dropped this session's push subscriptions; the browser's goes too.
    void dropBrowserSubscription()
    await client.clearStore()
    notify.success({ title: ACCOUNT_DELETED })
    await router.push('/')
    return true
  }, [clear, client, mutate, router])
  return { deleteAccount, loading }
}

import { useApolloClient, useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { reportFailure } from '@/lib/apollo/serverErrors'
import { useSession } from '@/components/session/SessionContext'
import { completeSignIn, type SignInOutcome } from './completeSignIn'

export const LoginByCodeMutation = graphql(`
  mutation LoginByCodeMutation($phone: String!, $code: String!, $consent: Boolean) {
    loginByCode(phone: $phone, code: $code, consent: $consent) {
      ...SessionContext_user
    }
  }
`)

/**
 * docs/spec.md#4-states-and-transitions Login by code, steps 2–4: the code is checked and the gateway sets the cookie;
 * then `me` is loaded into the session (and, by the query, into the Apollo cache).
 */
export function useLoginByCodeMutation() {
  const client = useApolloClient()
  const { setUser } = useSession()
  const [mutate, { loading }] = useMutation(LoginByCodeMutation)

  const loginByCode = useCallback(
    async (variables: { phone: string; code: string; consent: boolean }): Promise<SignInOutcome> => {
      try {
        await mutate({ variables })
      } catch (error) {
        // docs/spec.md#8-error-catalogue: a wrong or expired code shows the server message as a toast and on the code
        // field (a missing consent, which only a client that skipped the box can meet, lands there too).
        return { status: 'failed', errors: reportFailure(error, { formFields: ['code'], fallbackField: 'code' }) }
      }
      return completeSignIn(client, setUser)
    },
    [client, mutate, setUser],
  )

  return { loginByCode, loading }
}

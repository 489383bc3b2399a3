import { useApolloClient, useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { reportFailure } from '@/lib/apollo/serverErrors'
import { useSession } from '@/components/session/SessionContext'
import { completeSignIn, type SignInOutcome } from './completeSignIn'

export const LoginMutation = graphql(`
  mutation LoginMutation($phone: String!, $password: String!) {
    login(phone: $phone, password: $password) {
      ...SessionContext_user
    }
  }
`)

/** docs/spec.md#4-states-and-transitions Password login: it also saves the token and loads the user. */
export function useLoginMutation() {
  const client = useApolloClient()
  const { setUser } = useSession()
  const [mutate, { loading }] = useMutation(LoginMutation)

  const login = useCallback(
    async (variables: { phone: string; password: string }): Promise<SignInOutcome> => {
      try {
        await mutate({ variables })
      } catch (error) {
        return {
          status: 'failed',
          errors: reportFailure(error, { formFields: ['phone', 'password'], fallbackField: 'password' }),
        }
      }
      return completeSignIn(client, setUser)
    },
    [client, mutate, setUser],
  )

  return { login, loading }
}

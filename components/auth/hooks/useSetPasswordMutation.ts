import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { reportFailure, type MutationOutcome } from '@/lib/apollo/serverErrors'
import { AUTH_SUCCESS_TOAST_MS } from '@/lib/constants'
import { notify } from '@/lib/notify'
import { useSession } from '@/components/session/SessionContext'

export const SetPasswordMutation = graphql(`
  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {
    setPassword(password: $password, confirmPassword: $confirmPassword)
  }
`)

export const NEW_PASSWORD_SAVED = 'Пароль сохранён'

export interface SetPasswordOptions {
  /**
   * After recovery the drawer closes, so a toast says it, for 4 s (docs/spec.md#4-states-and-transitions Auth drawer,
   * #9-business-constants-and-limits).
   */
  successToast?: boolean
}

/**
 * docs/spec.md#3-entities-and-their-fields Password payloads, Create: the signed-in resident creates or resets the
 * password.
 */
export function useSetPasswordMutation() {
  const { user, setUser } = useSession()
  const [mutate, { loading }] = useMutation(SetPasswordMutation)

  const setPassword = useCallback(
    async (
      variables: { password: string; confirmPassword: string },
      { successToast = false }: SetPasswordOptions = {},
    ): Promise<MutationOutcome> => {
      try {
        await mutate({
          variables,
          // The answer is a flag; the user in the cache now has a password.
          update(cache) {
            if (!user) return
            cache.modify({
              id: cache.identify({ __typename: 'User', id: user.id }),
              fields: { hasPassword: () => true },
            })
          },
        })
      } catch (error) {
        return { ok: false, errors: reportFailure(error, { formFields: ['password', 'confirmPassword'] }) }
      }
      if (user) setUser({ ...user, hasPassword: true })
      if (successToast) notify.success({ title: NEW_PASSWORD_SAVED, duration: AUTH_SUCCESS_TOAST_MS })
      return { ok: true, value: true }
    },
    [mutate, setUser, user],
  )

  return { setPassword, loading }
}

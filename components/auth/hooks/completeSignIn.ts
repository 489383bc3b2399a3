import type { ApolloClient } from '@apollo/client'
import type { SubmissionErrors } from 'final-form'

import { notify } from '@/lib/notify'
import { loadCurrentUser } from '@/components/session/loadCurrentUser'
import type { SessionUser } from '@/lib/pageProps'
import { AUTH_FAILED } from '@/components/auth/AuthDrawer/authDrawerMachine'

export type SignInOutcome =
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'failed'; errors: SubmissionErrors }
  | { status: 'userLoadFailed' }

/**
 * docs/spec.md#4-states-and-transitions: once the token is saved, the current user is loaded. `me` is asked rather than
 * trusting the mutation's answer, because it is the only proof the browser kept the HttpOnly cookie; if it does not
 * answer, the visitor sees 'Ошибка авторизации' (docs/spec.md#8-error-catalogue) instead of a session that is not
 * there.
 */
export async function completeSignIn(
  client: ApolloClient,
  setUser: (user: SessionUser) => void,
): Promise<SignInOutcome> {
  const user = await loadCurrentUser(client)
  if (!user) {
    notify.serverError(AUTH_FAILED)
    return { status: 'userLoadFailed' }
  }
  setUser(user)
  return { status: 'signedIn', user }
}

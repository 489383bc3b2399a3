import { GraphQLError } from 'graphql'

import type { GatewayContext } from '@/graphql/context'

export const SIGN_IN_REQUIRED_MESSAGE = 'Требуется авторизация'

/** Private fields refuse visitors before anything reaches the CMS. */
export function requireSignedIn({ token }: GatewayContext): void {
  if (!token) throw new GraphQLError(SIGN_IN_REQUIRED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } })
}

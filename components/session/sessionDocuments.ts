import { graphql } from '@/lib/__generated__/gql'

/**
 * The current-user record the client holds (docs/spec.md#3-entities-and-their-fields User): what the session needs
 * itself plus what the components showing the user ask for. Mutations that return a User select it too, so the
 * cache and the session always hold the same shape.
 *
 * Kept apart from SessionContext.tsx: `graphql()` brings the generated document map, and the
 * context is part of every page's first-load JS.
 */
export const SessionContext_user = graphql(`
  fragment SessionContext_user on User {
    id
    phone
    email
    hasPassword
    ...ProfileCard_user
  }
`)

/**
 * docs/spec.md#4-states-and-transitions Session: on app start, and again after every sign-in, the current user is
 * loaded.
 */
export const MeQuery = graphql(`
  query MeQuery {
    me {
      ...SessionContext_user
    }
  }
`)

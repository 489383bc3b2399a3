import type { Access, FieldAccess } from 'payload'

/** Editors are the users of the `users` collection; residents never reach the admin. */
export const isEditor: Access = ({ req }) => req.user?.collection === 'users'

export const isEditorField: FieldAccess = ({ req }) => req.user?.collection === 'users'

/** Anyone may read published documents; editors also see drafts. */
export const publishedOrEditor: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  return { _status: { equals: 'published' } }
}

export const anyone: Access = () => true

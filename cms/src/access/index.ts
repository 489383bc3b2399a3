import type { Access, FieldAccess, PayloadRequest } from 'payload'

type User = PayloadRequest['user'] | undefined

/**
 * The admin's staff are the users of the `users` collection; residents never reach the admin. Staff
 * are editors, or the beach duty desk (role `duty`), who may only set beach conditions and issue
 * alerts (docs/decisions/0042-beach-conditions.md): every other collection admits editors alone.
 */
export const isStaffUser = (user: User): boolean => user?.collection === 'users'

export const isEditorUser = (user: User): boolean => user?.collection === 'users' && user.role !== 'duty'

export const isEditor: Access = ({ req }) => isEditorUser(req.user)

export const isEditorField: FieldAccess = ({ req }) => isEditorUser(req.user)

/** Editors and the duty desk: beach conditions and alerts. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)

/** Anyone may read published documents; editors also see drafts. */
export const publishedOrEditor: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  return { _status: { equals: 'published' } }
}

export const anyone: Access = () => true

/** Nobody through an API; only server code with overrideAccess (codes, sessions, rate-limit hits). */
export const nobody: Access = () => false

export const nobodyField: FieldAccess = () => false

/**
 * Editors, or a resident acting on their own record through the city contract (/v1/...).
 * The contract's route handlers call the local API with the resident as `user` (payloadAPI
 * 'local'); Payload's own REST (payloadAPI 'REST') never lets residents in, whatever they send.
 */
export const editorOrSelfViaContract: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection === 'customers' && req.payloadAPI === 'local') return { id: { equals: req.user.id } }
  return false
}

/**
 * Resident-owned documents (cars, permit applications, scans): editors see all; a resident acting
 * through the city contract sees only documents whose `owner` is them. Payload's REST never lets
 * residents in, as for their own record above.
 */
export const editorOrOwnerViaContract: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  if (req.user?.collection === 'customers' && req.payloadAPI === 'local') return { owner: { equals: req.user.id } }
  return false
}

/** Residents create their own documents through the contract only (the owner is forced to them). */
export const editorOrResidentViaContract: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  return req.user?.collection === 'customers' && req.payloadAPI === 'local'
}

/** Created by residents through the contract, never by editors (an editor cannot file for someone). */
export const residentViaContract: Access = ({ req }) =>
  req.user?.collection === 'customers' && req.payloadAPI === 'local'

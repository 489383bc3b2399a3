import type { RelationshipField } from 'payload'

/**
 * A required, indexed link that only the contract's code writes and the admin shows read-only: the
 * appeal and the resident of a supporter's or a verdict's record.
 */
export const recordRelation = (
  name: string,
  relationTo: 'appeals' | 'customers',
  label: string,
): RelationshipField => ({
  name,
  type: 'relationship',
  relationTo,
  label,
  required: true,
  index: true,
  admin: { readOnly: true },
})

/** The appeal a record is about. */
export const appealRelation = () => recordRelation('appeal', 'appeals', 'Обращение')
/** The resident a record is of. */
export const customerRelation = () => recordRelation('customer', 'customers', 'Житель')

import type { Field } from 'payload'

/**
 * The resident a document belongs to. A resident creating through the contract is always the
 * owner, whatever the data says; nobody reassigns a document afterwards.
 */
export const ownerField: Field = {
  name: 'owner',
  type: 'relationship',
  relationTo: 'customers',
  label: 'Житель',
  required: true,
  index: true,
  access: { update: () => false },
  admin: { readOnly: true },
  hooks: {
    beforeChange: [
      ({ req, value, operation }) =>
        operation === 'create' && req.user?.collection === 'customers' ? req.user.id : value,
    ],
  },
}

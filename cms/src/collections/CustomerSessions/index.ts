import type { CollectionConfig } from 'payload'

import { isEditor, nobody, nobodyField } from '@/access'

/**
 * Resident sessions (docs/architecture.md#4-session-and-security-rules): the SHA-256 of the bearer token, never the
 * token, with a 30-day expiry. Editors may look and revoke (delete); nobody creates or edits them through an API.
 */
export const CustomerSessions: CollectionConfig = {
  slug: 'customer-sessions',
  labels: { singular: 'Сеанс жителя', plural: 'Сеансы жителей' },
  admin: {
    group: 'Служебное',
    defaultColumns: ['customer', 'method', 'createdAt', 'expiresAt'],
    description: 'Входы жителей на портал. Удаление сеанса завершает его: житель выйдет из аккаунта.',
  },
  // Service records, never edited at length in the admin: no document locks (and no lock columns).
  lockDocuments: false,
  access: { read: isEditor, delete: isEditor, create: nobody, update: nobody },
  fields: [
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      hidden: true,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
    },
    { name: 'customer', type: 'relationship', relationTo: 'customers', label: 'Житель', required: true, index: true },
    {
      // How the session was opened: a recent code sign-in may set a password without the old one.
      name: 'method',
      type: 'select',
      label: 'Способ входа',
      required: true,
      options: [
        { label: 'Код из SMS', value: 'code' },
        { label: 'Пароль', value: 'password' },
      ],
    },
    {
      name: 'expiresAt',
      type: 'date',
      label: 'Действует до',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

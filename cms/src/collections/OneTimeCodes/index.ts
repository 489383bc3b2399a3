import type { CollectionConfig } from 'payload'

import { isEditor, nobody, nobodyField } from '@/access'

/**
 * One-time SMS codes (residents/codes.ts): only an HMAC of the code is stored, and nobody reads
 * it through an API. Editors may look at the state of a code and change its expiry or delete it.
 */
export const OneTimeCodes: CollectionConfig = {
  slug: 'one-time-codes',
  labels: { singular: 'Код из SMS', plural: 'Коды из SMS' },
  admin: {
    group: 'Служебное',
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'purpose', 'attempts', 'expiresAt', 'usedAt'],
  },
  // Service records, never edited at length in the admin: no document locks (and no lock columns).
  lockDocuments: false,
  access: { read: isEditor, update: isEditor, delete: isEditor, create: nobody },
  fields: [
    { name: 'phone', type: 'text', label: 'Телефон', required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      label: 'Назначение',
      required: true,
      options: [
        { label: 'Вход', value: 'login' },
        { label: 'Восстановление пароля', value: 'restore' },
      ],
    },
    {
      name: 'codeHash',
      type: 'text',
      required: true,
      hidden: true,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
    },
    {
      name: 'expiresAt',
      type: 'date',
      label: 'Действует до',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'attempts', type: 'number', label: 'Неверных попыток', required: true, defaultValue: 0, min: 0 },
    { name: 'usedAt', type: 'date', label: 'Использован', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

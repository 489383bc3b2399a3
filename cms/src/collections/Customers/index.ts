import type { CollectionConfig } from 'payload'

import { isEditor } from '../../access'

/**
 * Residents (ARCHITECTURE §4): identified by phone, signed in with one-time codes or a password.
 * They never use Payload's e-mail login, so the local strategy is off; the resident sign-in
 * endpoints and their bearer strategy arrive with the resident sign-in capability.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Житель', plural: 'Жители' },
  admin: { useAsTitle: 'phone', group: 'Жители', defaultColumns: ['phone', 'name', 'lastname', 'email'] },
  auth: { disableLocalStrategy: true },
  access: { create: isEditor, read: isEditor, update: isEditor, delete: isEditor },
  fields: [
    {
      name: 'phone',
      type: 'text',
      label: 'Телефон',
      required: true,
      unique: true,
      index: true,
      admin: { description: '11 цифр, начиная с 7: 7XXXXXXXXXX' },
      validate: (value: string | null | undefined) =>
        /^7\d{10}$/.test(value ?? '') || 'Телефон хранится как 11 цифр, начиная с 7',
    },
    { name: 'name', type: 'text', label: 'Имя' },
    { name: 'lastname', type: 'text', label: 'Фамилия' },
    { name: 'email', type: 'email', label: 'E-mail' },
    {
      name: 'sex',
      type: 'select',
      label: 'Пол',
      options: [
        { label: 'Мужской', value: 'male' },
        { label: 'Женский', value: 'female' },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { editorOrSelfViaContract, isEditor, nobodyField } from '@/access'
import { consentFields } from '@/fields/consent'
import { residentTokenStrategy } from '@/residents/authStrategy'
import { normalisePhone } from '@anapa/shared/text/phone'
import { deleteResidentTraces } from './hooks/deleteResidentTraces'

/**
 * Residents (docs/architecture.md#4-session-and-security-rules): identified by phone, signed in with one-time codes or
 * a password through the city contract (/v1/authorize/...). Payload's e-mail login is off; the bearer tokens
 * of `customer-sessions` are resolved by the `resident-token` strategy.
 */
export const Customers: CollectionConfig = {
  slug: 'customers',
  labels: { singular: 'Житель', plural: 'Жители' },
  admin: { useAsTitle: 'phone', group: 'Жители', defaultColumns: ['phone', 'name', 'lastname', 'email'] },
  auth: {
    disableLocalStrategy: true,
    removeTokenFromResponses: true,
    strategies: [residentTokenStrategy],
  },
  access: {
    create: isEditor,
    read: editorOrSelfViaContract,
    update: editorOrSelfViaContract,
    delete: editorOrSelfViaContract,
  },
  hooks: { beforeDelete: [deleteResidentTraces] },
  fields: [
    {
      name: 'phone',
      type: 'text',
      label: 'Телефон',
      required: true,
      unique: true,
      index: true,
      admin: { description: '11 цифр, начиная с 7: 7XXXXXXXXXX' },
      // Editors may type the phone as people write it; it is stored as 11 digits.
      hooks: { beforeValidate: [({ value }) => normalisePhone(value) ?? value] },
      validate: (value: string | null | undefined) =>
        /^7\d{10}$/.test(value ?? '') || 'Телефон хранится как 11 цифр, начиная с 7',
    },
    { name: 'name', type: 'text', label: 'Имя' },
    { name: 'lastname', type: 'text', label: 'Фамилия' },
    { name: 'email', type: 'email', label: 'Электронная почта' },
    {
      name: 'sex',
      type: 'select',
      label: 'Пол',
      options: [
        { label: 'Мужской', value: 'male' },
        { label: 'Женский', value: 'female' },
      ],
    },
    // Given on registration, the first code sign-in of a new phone (residents/customers.ts).
    consentFields(),
    {
      // scrypt hash (residents/password.ts). Nobody reads or writes it through an API, editors
      // included; the sign-in code reads it with overrideAccess and showHiddenFields.
      name: 'passwordHash',
      type: 'text',
      hidden: true,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
    },
  ],
}

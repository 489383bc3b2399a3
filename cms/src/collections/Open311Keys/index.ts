import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import {
  DEFAULT_KEY_HOURLY_LIMIT,
  hashOpen311Key,
  KEY_PREFIX_LENGTH,
  newOpen311Key,
  OPEN311_KEY_SHAPE,
} from '@/open311/keys'
import { refuseField } from '@/fields/refuse'

const KEY_REFUSED = 'Ключ должен состоять из 32–128 латинских букв, цифр, «-» или «_»'

/**
 * The key is shown once, in the form that creates it: stored is only its hash. Whatever arrives
 * in `key` is hashed here and the field is emptied, so no API, admin view or backup ever holds it.
 */
const hashTheKey: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create') {
    delete data.key
    return data
  }
  const key = typeof data.key === 'string' ? data.key.trim() : ''
  if (!OPEN311_KEY_SHAPE.test(key))
    throw refuseField(req, 'open311-keys', { path: 'key', label: 'Ключ', message: KEY_REFUSED })
  data.key_hash = hashOpen311Key(key)
  data.key_prefix = key.slice(0, KEY_PREFIX_LENGTH)
  data.key = null
  return data
}

/** Revoking dates itself, once. */
const dateTheRevocation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.revoked && !originalDoc?.revoked) data.revoked_at = new Date().toISOString()
  if (data.revoked === false) data.revoked_at = null
  return data
}

/**
 * Keys of partner apps that file appeals through Open311 (`POST /open311/v2/requests.json`).
 * Editors issue a key (copy it from the form before saving: it is not shown again) and revoke
 * it with «Отозван»; every appeal a key files waits for moderation.
 */
export const Open311Keys: CollectionConfig = {
  slug: 'open311-keys',
  labels: { singular: 'Ключ Open311', plural: 'Ключи Open311' },
  admin: {
    group: 'Обращения',
    useAsTitle: 'name',
    defaultColumns: ['name', 'key_prefix', 'revoked', 'createdAt'],
    description:
      'Ключи партнёрских приложений, которые отправляют обращения через Open311. Обращения по ключу ждут модерации.',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeChange: [hashTheKey, dateTheRevocation] },
  fields: [
    { name: 'name', type: 'text', label: 'Партнёр', required: true, maxLength: 200 },
    { name: 'contact', type: 'text', label: 'Контакт партнёра', maxLength: 300 },
    {
      name: 'key',
      type: 'text',
      label: 'Ключ',
      // The new key is in the form on creation; once saved, only its hash remains.
      defaultValue: () => newOpen311Key(),
      admin: {
        readOnly: true,
        condition: (data) => !data?.key_prefix,
        description: 'Скопируйте ключ и передайте партнёру сейчас: после сохранения он больше не показывается.',
      },
    },
    {
      name: 'key_prefix',
      type: 'text',
      label: 'Начало ключа',
      admin: { readOnly: true, condition: (data) => Boolean(data?.key_prefix) },
    },
    {
      name: 'key_hash',
      type: 'text',
      unique: true,
      index: true,
      access: { read: () => false, update: () => false },
      admin: { hidden: true },
    },
    {
      name: 'hourly_limit',
      type: 'number',
      label: 'Обращений в час',
      required: true,
      min: 1,
      max: 1000,
      defaultValue: DEFAULT_KEY_HOURLY_LIMIT,
      admin: { description: 'Сколько обращений партнёр может отправить за час; за сутки — в десять раз больше.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'revoked',
          type: 'checkbox',
          label: 'Отозван',
          defaultValue: false,
          admin: { description: 'Отозванный ключ больше не принимается.' },
        },
        { name: 'revoked_at', type: 'date', label: 'Отозван', admin: { readOnly: true } },
      ],
    },
  ],
}

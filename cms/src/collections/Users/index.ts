import type { CollectionConfig } from 'payload'

import { isEditor } from '../../access'

/** Editors of the portal: they sign in to /admin with e-mail and password. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Редактор', plural: 'Редакторы' },
  admin: { useAsTitle: 'email', group: 'Администрирование' },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: { create: isEditor, read: isEditor, update: isEditor, delete: isEditor },
  fields: [{ name: 'name', type: 'text', label: 'Имя' }],
}

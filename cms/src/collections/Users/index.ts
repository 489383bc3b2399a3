import type { CollectionConfig } from 'payload'

import { isEditor } from '@/access'
import { equaliseUnknownEditor } from '@/editors/timing'

/**
 * Editors of the portal: they sign in to /admin with e-mail and password. No account lockout
 * (maxLoginAttempts 0): it would let anyone lock an editor out by guessing. Failed sign-ins are
 * throttled per address and account instead, and answered alike (editors/login.ts).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Редактор', plural: 'Редакторы' },
  admin: { useAsTitle: 'email', group: 'Администрирование' },
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 0 },
  hooks: { beforeOperation: [equaliseUnknownEditor] },
  access: { create: isEditor, read: isEditor, update: isEditor, delete: isEditor },
  fields: [{ name: 'name', type: 'text', label: 'Имя' }],
}

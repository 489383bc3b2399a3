import type { Access, CollectionConfig } from 'payload'

import { isEditor, isEditorField, isEditorUser } from '@/access'
import { equaliseUnknownEditor } from '@/editors/timing'
import { editorForgotPassword } from './resetEmail'

/** Editors manage every account; anyone else on staff (the duty desk) sees and edits only their own. */
const editorOrSelf: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  return req.user?.collection === 'users' ? { id: { equals: req.user.id } } : false
}

/**
 * The admin's staff: editors, and the beach duty desk who may only set beach conditions and issue
 * alerts (docs/decisions/0042-beach-conditions.md). They sign in to /admin with e-mail and password.
 * No account lockout (maxLoginAttempts 0): it would let anyone lock an editor out by guessing. Failed
 * sign-ins are throttled per address and account instead, and answered alike (editors/login.ts).
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Сотрудник', plural: 'Сотрудники' },
  admin: { useAsTitle: 'email', group: 'Администрирование', defaultColumns: ['email', 'name', 'role'] },
  // «Забыли пароль?» e-mails the admin's reset link, in Russian (resetEmail.ts, docs/operations.md#e-mail).
  auth: { tokenExpiration: 60 * 60 * 8, maxLoginAttempts: 0, forgotPassword: editorForgotPassword },
  hooks: { beforeOperation: [equaliseUnknownEditor] },
  access: { create: isEditor, read: editorOrSelf, update: editorOrSelf, delete: isEditor },
  fields: [
    { name: 'name', type: 'text', label: 'Имя' },
    {
      name: 'role',
      type: 'select',
      label: 'Роль',
      required: true,
      defaultValue: 'editor',
      // Read by the access rules on every request, so it travels in the session token.
      saveToJWT: true,
      options: [
        { value: 'editor', label: 'Редактор' },
        { value: 'duty', label: 'Дежурная служба (только обстановка на пляжах и оповещения)' },
      ],
      // Nobody on staff promotes themselves: only an editor changes a role.
      access: { create: isEditorField, update: isEditorField },
    },
  ],
}

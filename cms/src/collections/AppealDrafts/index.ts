import type { CollectionConfig } from 'payload'

import { editorOrOwnerViaContract, residentViaContract } from '@/access'
import { ownerField } from '@/fields/owner'

/**
 * Unsent appeals saved as the resident types (docs/decisions/0035-drafts-on-the-server-and-confirmation.md),
 * so one can be continued in another browser. Keyed by the appeal's own request
 * id (the UUID the form makes once), so sending it files one appeal and removes its draft. Nothing is
 * checked until it is sent; the sweep deletes a draft 30 days after its last save. Editors work
 * appeals, not drafts, so the admin does not list them.
 */
export const AppealDrafts: CollectionConfig = {
  slug: 'appeal-drafts',
  labels: { singular: 'Черновик обращения', plural: 'Черновики обращений' },
  admin: { group: 'Обращения', hidden: true, useAsTitle: 'request_id' },
  access: {
    read: editorOrOwnerViaContract,
    create: residentViaContract,
    update: editorOrOwnerViaContract,
    delete: editorOrOwnerViaContract,
  },
  defaultSort: '-updatedAt',
  indexes: [{ fields: ['owner', 'request_id'], unique: true }],
  fields: [
    ownerField,
    { name: 'request_id', type: 'text', label: 'Идентификатор запроса', required: true, index: true },
    { name: 'topic_id', type: 'text', label: 'Тема' },
    { name: 'text', type: 'textarea', label: 'Текст' },
    { name: 'address', type: 'text', label: 'Адрес' },
    { name: 'lat', type: 'number', label: 'Широта' },
    { name: 'lon', type: 'number', label: 'Долгота' },
    // [{id, name}]: the photos uploaded so far, with the names the resident chose them by.
    { name: 'photos', type: 'json', label: 'Фото' },
    // The resident's «show to everyone»; empty while they have not touched it (the topic decides).
    { name: 'is_public', type: 'checkbox', label: 'Показать всем' },
  ],
}

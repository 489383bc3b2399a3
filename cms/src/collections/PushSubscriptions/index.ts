import type { CollectionConfig } from 'payload'

import { editorOrOwnerViaContract, nobody, residentViaContract } from '@/access'
import { ownerField } from '@/fields/owner'

/**
 * Browsers subscribed to a resident's push notifications, written only through the
 * contract (/v1/push/createPushToken, removePushToken). `session_id` is the sign-in session that
 * subscribed: logging out of it unsubscribes that browser. Hidden in the admin: endpoints are
 * capability URLs of the residents' browsers, nothing an editor works with.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: { singular: 'Подписка на push-уведомления', plural: 'Подписки на push-уведомления' },
  admin: { hidden: true, useAsTitle: 'device' },
  access: {
    read: editorOrOwnerViaContract,
    create: residentViaContract,
    update: nobody,
    delete: editorOrOwnerViaContract,
  },
  fields: [
    ownerField,
    { name: 'endpoint', type: 'text', label: 'Адрес сервиса', required: true, unique: true, index: true },
    { name: 'p256dh', type: 'text', label: 'Ключ браузера', required: true },
    { name: 'auth', type: 'text', label: 'Секрет браузера', required: true },
    { name: 'device', type: 'text', label: 'Устройство', required: true, maxLength: 100 },
    { name: 'session_id', type: 'number', label: 'Сеанс', required: true, index: true },
  ],
}

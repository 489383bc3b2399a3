import type { Access, CollectionConfig } from 'payload'

import { isSitePath } from '@anapa/shared/net/sitePath'
import { NOTIFICATION_TOPIC_LABELS, NOTIFICATION_TOPICS } from '@anapa/shared/notifications/topics'
import { isEditor, isEditorUser, nobodyField } from '@/access'
import { DAY_AND_TIME } from '@/fields/dayAndTime'
import { pushWhenDue } from './hooks'

export const RESIDENT_REQUIRED = 'Выберите жителя, которому адресовано уведомление'
export const LINK_MESSAGE = 'Ссылка — путь на сайте без пробелов, начиная с «/», например /plyazhi/7'

/** A path on the site (`/plyazhi/7`), never another site: the push opens it in the portal's own tab. */
export const linkProblem = (value: string | null | undefined) => (!value || isSitePath(value) ? null : LINK_MESSAGE)

/**
 * Who reads what: editors everything; otherwise only what is due (published_at ≤ now), and of that
 * the broadcasts plus, for a resident acting through the contract, their own personal ones. The
 * contract's list relies on this, never on its own filter, so another resident's notification
 * cannot leak through it (docs/architecture.md#4-session-and-security-rules).
 */
const readNotifications: Access = ({ req }) => {
  if (isEditorUser(req.user)) return true
  const due = { published_at: { less_than_equal: new Date().toISOString() } }
  const everyone = { audience: { equals: 'everyone' } }
  if (req.user?.collection === 'customers' && req.payloadAPI === 'local') {
    return { and: [due, { or: [everyone, { resident: { equals: req.user.id } }] }] }
  }
  return { and: [due, everyone] }
}

/**
 * Notifications for the bell (docs/spec.md#4-states-and-transitions). Editors write broadcasts here (МЧС, Афиша,
 * Другое); the CMS itself writes personal ones to a single resident when a permit application is
 * decided or an appeal is answered (notifications/personal.ts). A future «Дата публикации» schedules
 * one. The body is rich text, served as HTML and sanitized again by the site's gateway.
 */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: { singular: 'Уведомление', plural: 'Уведомления' },
  admin: {
    group: 'Уведомления',
    useAsTitle: 'title',
    defaultColumns: ['title', 'topic', 'audience', 'published_at', 'pushed_at'],
    listSearchableFields: ['title'],
    description:
      'Уведомления в колокольчике сайта. «МЧС» для всех также приходит жителям push-уведомлением. Дата публикации в будущем — отложенная публикация.',
  },
  access: {
    read: readNotifications,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
  defaultSort: '-published_at',
  hooks: { afterChange: [pushWhenDue] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'topic',
          type: 'select',
          label: 'Тема',
          required: true,
          defaultValue: 'stormAlert',
          index: true,
          options: NOTIFICATION_TOPICS.map((value) => ({ value, label: NOTIFICATION_TOPIC_LABELS[value] })),
        },
        {
          name: 'published_at',
          type: 'date',
          label: 'Дата публикации',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { ...DAY_AND_TIME, description: 'Время Анапы. Будущая дата — уведомление появится в это время.' },
        },
      ],
    },
    { name: 'title', type: 'text', label: 'Заголовок', required: true, maxLength: 200 },
    {
      name: 'link',
      type: 'text',
      label: 'Ссылка на сайте',
      maxLength: 300,
      admin: {
        description:
          'Страница сайта, которую откроет уведомление, например /plyazhi/7. Пусто — уведомление в колокольчике.',
      },
      validate: (value: string | null | undefined) => linkProblem(value) ?? true,
    },
    { name: 'body', type: 'richText', label: 'Текст', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'audience',
          type: 'select',
          label: 'Кому',
          required: true,
          defaultValue: 'everyone',
          index: true,
          options: [
            { value: 'everyone', label: 'Всем' },
            { value: 'resident', label: 'Одному жителю' },
          ],
        },
        {
          name: 'resident',
          type: 'relationship',
          relationTo: 'customers',
          label: 'Житель',
          index: true,
          admin: { condition: (data) => data?.audience === 'resident' },
          validate: (value: unknown, { siblingData }: { siblingData: Partial<{ audience: string }> }) =>
            siblingData.audience !== 'resident' || Boolean(value) || RESIDENT_REQUIRED,
          hooks: {
            // A broadcast belongs to nobody: a resident chosen before switching to «Всем» is dropped.
            beforeChange: [({ siblingData, value }) => (siblingData.audience === 'resident' ? value : null)],
          },
        },
      ],
    },
    {
      name: 'pushed_at',
      type: 'date',
      label: 'Отправлено push-уведомлением',
      access: { create: nobodyField, update: nobodyField },
      admin: {
        readOnly: true,
        ...DAY_AND_TIME,
        description: 'Ставится, когда push-уведомления отправлены (один раз).',
      },
    },
  ],
}

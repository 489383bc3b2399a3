import { randomBytes } from 'node:crypto'

import { anapaDateTimeText } from '@anapa/shared/time/anapaClock'
import type { Access, CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig, Where } from 'payload'

import {
  CAP_CATEGORIES,
  CAP_LABELS,
  CAP_CERTAINTIES,
  CAP_LANGUAGE,
  CAP_MSG_TYPES,
  CAP_SCOPES,
  CAP_SEVERITIES,
  CAP_STATUSES,
  CAP_URGENCIES,
  capOptions,
  capTokenProblem,
  expiresProblem,
  HEADLINE_MAX_LENGTH,
  IDENTIFIER_MESSAGE,
  newIdentifier,
  normalizePolygon,
  polygonProblem,
  referencesProblem,
  SENDER_MESSAGE,
} from '@/alerts/cap'
import { isStaff, isStaffUser, nobodyField } from '@/access'
import { notifyOfAlert } from '@/alerts/notify'
import { env } from '@/env'
import { DAY_AND_TIME } from '@/fields/dayAndTime'

/**
 * Editors read everything; anyone else only what the public may ever see (Actual, Public). The
 * contract's list relies on this as well as on its own filter, so an exercise or a restricted
 * message cannot leak through it. Payload's own /api stays closed to them anyway
 * (docs/decisions/0031-uploads-that-do-not-open-and-payload-api.md).
 */
const readAlerts: Access = ({ req }) => {
  if (isStaffUser(req.user)) return true
  const publicOnly: Where = { status: { equals: 'Actual' }, scope: { equals: 'Public' } }
  return publicOnly
}

/**
 * An empty identifier or sender is filled in on save, so editors never have to invent one. An
 * update that leaves the sender out (a partial PATCH) keeps the alert's; one that empties it gets
 * the default. The identifier is set once (its field refuses updates): consumers address the alert by it.
 */
const fillDefaults: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (!data) return data
  const creating = operation === 'create'
  if (creating && !data.identifier) data.identifier = newIdentifier(new Date(), randomBytes(4).toString('hex'))
  if (creating ? !data.sender : 'sender' in data && !data.sender) data.sender = env.alertsSender
  return data
}

type TitleParts = Partial<{ msgType: string; sent: string; info: Partial<{ headline: string }> }>

/**
 * The admin's title of an alert (its list, and the picker of «Относится к оповещениям»): the type,
 * the headline and when it was sent, in Anapa time. Payload's title must be a top-level field and the
 * headline lives in `info`, so it is kept here on every save; a partial edit takes the rest from the alert.
 */
const keepTitle: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged: TitleParts = { ...(originalDoc as TitleParts | undefined), ...(data as TitleParts) }
  const headline = (data as TitleParts).info?.headline ?? (originalDoc as TitleParts | undefined)?.info?.headline ?? ''
  const type = CAP_LABELS[merged.msgType ?? ''] ?? merged.msgType ?? ''
  const when = merged.sent ? ` (${anapaDateTimeText(new Date(merged.sent))})` : ''
  data.title = `${type}: ${headline}${when}`.slice(0, 300)
  return data
}

type InfoSibling = Partial<{ onset: string | null }>
type AlertData = Partial<{ sent: string | null; msgType: string }>

/**
 * Official alerts as OASIS CAP 1.2 messages (docs/architecture.md#10-open-standards-and-operations):
 * one `info` in Russian with one `area`. The contract serves the current public ones as JSON at
 * /v1/alerts; the site turns them into CAP XML and an Atom feed.
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  labels: { singular: 'Официальное оповещение', plural: 'Официальные оповещения' },
  admin: {
    group: 'Уведомления',
    useAsTitle: 'title',
    defaultColumns: ['title', 'identifier', 'status', 'scope'],
    listSearchableFields: ['title', 'identifier'],
    description:
      'Оповещения в формате CAP 1.2 (ленты /cap/alerts.atom и /cap/<идентификатор>.xml). Видны всем только ' +
      '«Действующие» «Для всех» до окончания действия. Чтобы изменить или отменить оповещение, выпустите новое ' +
      '«Обновление» или «Отбой» со ссылкой на него.',
  },
  // The duty desk issues alerts as editors do (docs/decisions/0042-beach-conditions.md).
  access: { read: readAlerts, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: '-sent',
  hooks: { beforeValidate: [fillDefaults], beforeChange: [keepTitle], afterChange: [notifyOfAlert] },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Оповещение',
      admin: { hidden: true },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'identifier',
          type: 'text',
          label: 'Идентификатор',
          unique: true,
          index: true,
          maxLength: 200,
          admin: { description: 'Пусто — создаётся сам при сохранении. После сохранения не меняется.' },
          access: { update: nobodyField },
          validate: (value: string | null | undefined) => capTokenProblem(value, IDENTIFIER_MESSAGE) ?? true,
        },
        {
          name: 'sender',
          type: 'text',
          label: 'Отправитель',
          maxLength: 200,
          admin: { description: 'Адрес отправителя без пробелов. Пусто — адрес по умолчанию.' },
          validate: (value: string | null | undefined) => capTokenProblem(value, SENDER_MESSAGE) ?? true,
        },
        {
          name: 'sent',
          type: 'date',
          label: 'Время отправки',
          required: true,
          index: true,
          defaultValue: () => new Date().toISOString(),
          admin: { ...DAY_AND_TIME, description: 'Время Анапы.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: 'Статус',
          required: true,
          defaultValue: 'Actual',
          index: true,
          options: capOptions(CAP_STATUSES),
        },
        {
          name: 'msgType',
          type: 'select',
          label: 'Тип сообщения',
          required: true,
          defaultValue: 'Alert',
          options: capOptions(CAP_MSG_TYPES),
        },
        {
          name: 'scope',
          type: 'select',
          label: 'Круг получателей',
          required: true,
          defaultValue: 'Public',
          options: capOptions(CAP_SCOPES),
        },
      ],
    },
    {
      name: 'references',
      type: 'relationship',
      relationTo: 'alerts',
      hasMany: true,
      label: 'Относится к оповещениям',
      admin: {
        description: 'Обязательно для «Обновления» и «Отбоя»: оповещения, которые они изменяют или отменяют.',
      },
      validate: (value: unknown, { data, id }: { data: AlertData; id?: number | string }) =>
        referencesProblem(data.msgType, value, id) ?? true,
    },
    {
      name: 'info',
      type: 'group',
      label: 'Содержание',
      fields: [
        {
          name: 'category',
          type: 'select',
          hasMany: true,
          label: 'Категория',
          required: true,
          options: capOptions(CAP_CATEGORIES),
        },
        { name: 'event', type: 'text', label: 'Событие', required: true, maxLength: 200 },
        {
          type: 'row',
          fields: [
            {
              name: 'urgency',
              type: 'select',
              label: 'Срочность',
              required: true,
              defaultValue: 'Immediate',
              options: capOptions(CAP_URGENCIES),
            },
            {
              name: 'severity',
              type: 'select',
              label: 'Опасность',
              required: true,
              defaultValue: 'Moderate',
              options: capOptions(CAP_SEVERITIES),
            },
            {
              name: 'certainty',
              type: 'select',
              label: 'Достоверность',
              required: true,
              defaultValue: 'Likely',
              options: capOptions(CAP_CERTAINTIES),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'onset', type: 'date', label: 'Начало', admin: { ...DAY_AND_TIME, description: 'Время Анапы.' } },
            {
              name: 'expires',
              type: 'date',
              label: 'Окончание действия',
              index: true,
              admin: { ...DAY_AND_TIME, description: 'Время Анапы. Пусто — до отбоя.' },
              validate: (value: unknown, { siblingData, data }: { siblingData: InfoSibling; data: AlertData }) =>
                expiresProblem(value, siblingData.onset, data.sent) ?? true,
            },
          ],
        },
        { name: 'headline', type: 'text', label: 'Заголовок', required: true, maxLength: HEADLINE_MAX_LENGTH },
        { name: 'description', type: 'textarea', label: 'Описание', maxLength: 4000 },
        { name: 'instruction', type: 'textarea', label: 'Что делать', maxLength: 4000 },
        {
          name: 'language',
          type: 'text',
          label: 'Язык',
          defaultValue: CAP_LANGUAGE,
          admin: { readOnly: true },
          // The portal publishes in Russian only; whatever a request sends, the stored language is ru-RU.
          hooks: { beforeChange: [() => CAP_LANGUAGE] },
        },
        {
          name: 'area',
          type: 'group',
          label: 'Район',
          fields: [
            {
              name: 'areaDesc',
              type: 'text',
              label: 'Описание района',
              required: true,
              maxLength: 500,
              admin: { placeholder: 'Например: пляжи Джемете и Витязево' },
            },
            {
              type: 'row',
              fields: [
                { name: 'beaches', type: 'relationship', relationTo: 'beaches', hasMany: true, label: 'Пляжи' },
                {
                  name: 'beachGroups',
                  type: 'relationship',
                  relationTo: 'beach-groups',
                  hasMany: true,
                  label: 'Группы пляжей',
                },
              ],
            },
            {
              name: 'polygon',
              type: 'text',
              label: 'Полигон',
              maxLength: 4000,
              admin: {
                description: 'Необязательно. Пары «широта,долгота» через пробел, первая и последняя совпадают.',
              },
              validate: (value: string | null | undefined) => polygonProblem(value) ?? true,
              hooks: {
                beforeChange: [
                  ({ value }) => (typeof value === 'string' && value.trim() ? normalizePolygon(value) : null),
                ],
              },
            },
          ],
        },
      ],
    },
  ],
}

import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { isStaff, nobody, nobodyField } from '@/access'
import { applyConditionsChange } from '@/beaches/applyChange'
import { cancelAlertsOfLiftedBans } from '@/beaches/endBanAlerts'
import { notifyFavouriteHolders } from '@/beaches/notifyFavourites'
import { raiseAlertForBan } from '@/beaches/raiseAlert'
import {
  beachesProblem,
  changeTitle,
  type ChangeData,
  groupsProblem,
  reasonsProblem,
  validFromProblem,
  validUntilProblem,
} from '@/beaches/changeRules'
import { BATHING_SET, FLAGS, LIFEGUARDS, REASONS, SOURCES, TARGETS } from '@/beaches/options'
import { selectOptions } from '@/catalogue/options'
import { DAY_AND_TIME } from '@/fields/dayAndTime'

type Siblings = { data: Partial<ChangeData> }

/** Who made the change and what it reads as in the history list: the server's word, never the form's. */
const stamp: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation === 'create') {
    data.author = req.user?.collection === 'users' ? req.user.id : null
    data.title = changeTitle(data as ChangeData)
  }
  return data
}

/**
 * The duty desk's changes of beach conditions (docs/decisions/0042-beach-conditions.md): one change
 * sets bathing on one beach, a group or every beach at once, and is kept as it was saved, with who,
 * when and on which document, so the list is the history. Nobody edits or deletes a change: a
 * correction is a new one. Saving it updates the current conditions of every beach it covers.
 */
export const BeachConditionChanges: CollectionConfig = {
  slug: 'beach-condition-changes',
  labels: { singular: 'Обстановка на пляжах', plural: 'Обстановка на пляжах' },
  admin: {
    group: 'Пляжи сегодня',
    useAsTitle: 'title',
    defaultColumns: ['title', 'source', 'document', 'author', 'createdAt'],
    description:
      'Каждая запись — решение о купании на одном пляже, группе или на всех пляжах сразу. Сохранённую запись ' +
      'не меняют: чтобы снять запрет или подтвердить статус, создайте новую. Статус, не подтверждённый за сутки, ' +
      'на сайте читается «Статус не подтверждён».',
  },
  access: { read: isStaff, create: isStaff, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [stamp],
    // In this order: each hook after the first reads what the earlier ones did in the same save.
    afterChange: [applyConditionsChange, raiseAlertForBan, cancelAlertsOfLiftedBans, notifyFavouriteHolders],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Решение',
      admin: { hidden: true },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'target',
      type: 'radio',
      label: 'Где',
      required: true,
      defaultValue: 'beaches',
      options: selectOptions(TARGETS),
    },
    {
      name: 'beaches',
      type: 'relationship',
      relationTo: 'beaches',
      hasMany: true,
      label: 'Пляжи',
      validate: (_: unknown, { data }: Siblings) => beachesProblem(data) ?? true,
      admin: { condition: (data) => data?.target === 'beaches' },
    },
    {
      name: 'groups',
      type: 'relationship',
      relationTo: 'beach-groups',
      hasMany: true,
      label: 'Группы пляжей',
      validate: (_: unknown, { data }: Siblings) => groupsProblem(data) ?? true,
      admin: { condition: (data) => data?.target === 'groups' },
    },
    {
      name: 'bathing',
      type: 'radio',
      label: 'Купание',
      required: true,
      options: selectOptions(BATHING_SET),
    },
    { name: 'flag', type: 'select', label: 'Флаг', options: selectOptions(FLAGS) },
    {
      name: 'reasons',
      type: 'select',
      hasMany: true,
      label: 'Причины',
      options: selectOptions(REASONS),
      validate: (_: unknown, { data }: Siblings) => reasonsProblem(data) ?? true,
    },
    {
      type: 'row',
      fields: [
        { name: 'source', type: 'select', label: 'Кто решил', required: true, options: selectOptions(SOURCES) },
        {
          name: 'document',
          type: 'text',
          label: 'Документ',
          maxLength: 200,
          admin: { placeholder: 'Например: постановление № 123 от 27.11.2026' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'validFrom',
          type: 'date',
          label: 'Действует с',
          admin: { ...DAY_AND_TIME, description: 'Время Анапы. Пусто — с момента сохранения.' },
          validate: (_: unknown, { data }: Siblings) => validFromProblem(data, new Date()) ?? true,
        },
        {
          name: 'validUntil',
          type: 'date',
          label: 'Действует до',
          admin: { ...DAY_AND_TIME, description: 'Пусто — до следующего решения.' },
          validate: (_: unknown, { data }: Siblings) => validUntilProblem(data, new Date()) ?? true,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'lifeguards', type: 'select', label: 'Спасатели', options: selectOptions(LIFEGUARDS) },
        {
          name: 'waterTemperature',
          type: 'number',
          label: 'Температура воды, °C (замер)',
          min: -2,
          max: 40,
          admin: { step: 0.5, description: 'Пусто — остаётся прежний замер или данные модели.' },
        },
      ],
    },
    { name: 'note', type: 'text', label: 'Пояснение для посетителей', maxLength: 300 },
    {
      name: 'raiseAlert',
      type: 'checkbox',
      label: 'Выпустить официальное оповещение и push-уведомление жителям',
      defaultValue: true,
      admin: { condition: (data) => data?.bathing === 'banned' },
    },
    {
      name: 'alert',
      type: 'relationship',
      relationTo: 'alerts',
      label: 'Оповещение',
      admin: { readOnly: true, condition: (data) => Boolean(data?.alert) },
      access: { create: nobodyField, update: nobodyField },
    },
    {
      name: 'author',
      type: 'relationship',
      relationTo: 'users',
      label: 'Кто внёс',
      admin: { readOnly: true, condition: (data) => Boolean(data?.id) },
      access: { create: nobodyField, update: nobodyField },
    },
  ],
}

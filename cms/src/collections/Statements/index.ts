import type { CollectionConfig, Field } from 'payload'

import { SCAN_KIND_LABELS, SCAN_KINDS } from '@anapa/shared/statements/scans'
import { STATEMENT_STATUS_LABELS, STATEMENT_STATUSES } from '@anapa/shared/statements/status'
import { editorOrOwnerViaContract, residentViaContract } from '@/access'
import { consentFields } from '@/fields/consent'
import { DAY_AND_TIME } from '@/fields/dayAndTime'
import { ownerField } from '@/fields/owner'
import { notifyDecision } from './hooks/notifyDecision'
import { enforceStatusMachine, grantPermitOnApproval } from './hooks/statusMachine'

const STATUS_OPTIONS = STATEMENT_STATUSES.map((value) => ({ value, label: STATEMENT_STATUS_LABELS[value] }))

const readOnlyText = (name: string, label: string): Field => ({ name, type: 'text', label, admin: { readOnly: true } })

/**
 * Resident permit applications (docs/spec.md#3-entities-and-their-fields). Residents fill and submit them through the
 * contract (/v1/statement/...); editors decide in the admin by changing «Статус» to «Одобрено» or
 * «Отклонено» (with «Причина отказа») and saving. The applicant's data and scans are read-only
 * here: an editor decides on what the resident sent, never edits it.
 */
export const Statements: CollectionConfig = {
  slug: 'statements',
  labels: { singular: 'Заявление на резидентское разрешение', plural: 'Заявления на резидентское разрешение' },
  admin: {
    group: 'Жители',
    useAsTitle: 'statement_code',
    defaultColumns: ['statement_code', 'state_registration_plate', 'surname', 'status', 'submitted_at', 'updatedAt'],
    listSearchableFields: ['statement_code', 'state_registration_plate', 'surname'],
    description:
      'Чтобы принять решение, откройте заявление, выберите «Статус» «Одобрено» или «Отклонено» (с причиной) и нажмите «Сохранить». Фильтр по статусу — кнопка «Фильтры».',
  },
  access: {
    read: editorOrOwnerViaContract,
    create: residentViaContract,
    update: editorOrOwnerViaContract,
    delete: editorOrOwnerViaContract,
  },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [enforceStatusMachine], afterChange: [grantPermitOnApproval, notifyDecision] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'statement_code',
          type: 'text',
          label: 'Номер заявления',
          required: true,
          unique: true,
          index: true,
          admin: { readOnly: true },
        },
        {
          name: 'status',
          type: 'select',
          label: 'Статус',
          required: true,
          defaultValue: 'draft',
          index: true,
          options: STATUS_OPTIONS,
          admin: { description: 'Черновик отправляет житель; решение — «Одобрено» или «Отклонено».' },
        },
      ],
    },
    {
      name: 'decision_comment',
      type: 'textarea',
      label: 'Причина отказа',
      maxLength: 1000,
      admin: { description: 'Обязательна при отказе; житель увидит её в списке заявлений.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'permit_end_date',
          type: 'date',
          label: 'Разрешение действует до',
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
            description: 'Ставится при одобрении',
          },
        },
        {
          name: 'submitted_at',
          type: 'date',
          label: 'Отправлено',
          admin: { readOnly: true, ...DAY_AND_TIME },
        },
        {
          name: 'decided_at',
          type: 'date',
          label: 'Решение принято',
          admin: { readOnly: true, ...DAY_AND_TIME },
        },
      ],
    },
    ownerField,
    {
      type: 'row',
      fields: [
        {
          name: 'car',
          type: 'relationship',
          relationTo: 'cars',
          label: 'Автомобиль',
          index: true,
          admin: { readOnly: true },
        },
        // The plate as applied for: the application stays readable if the car is removed later.
        { ...readOnlyText('state_registration_plate', 'Госномер'), required: true, index: true } as Field,
      ],
    },
    {
      type: 'collapsible',
      label: 'Сканы документов',
      fields: SCAN_KINDS.map((kind): Field => ({
        name: kind,
        type: 'upload',
        relationTo: 'statement-scans',
        label: SCAN_KIND_LABELS[kind],
        admin: { readOnly: true },
      })),
    },
    {
      type: 'collapsible',
      label: 'Данные заявителя',
      fields: [
        {
          type: 'row',
          fields: [
            readOnlyText('surname', 'Фамилия'),
            readOnlyText('name', 'Имя'),
            readOnlyText('patronymic', 'Отчество'),
          ],
        },
        {
          type: 'row',
          fields: [
            readOnlyText('date_of_birth', 'Дата рождения'),
            {
              name: 'sex',
              type: 'select',
              label: 'Пол',
              options: [
                { label: 'Мужской', value: 'male' },
                { label: 'Женский', value: 'female' },
              ],
              admin: { readOnly: true },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            readOnlyText('passport_series', 'Серия паспорта'),
            readOnlyText('passport_number', 'Номер паспорта'),
            readOnlyText('passport_issue_date', 'Дата выдачи'),
            readOnlyText('passport_issuing_authority_code', 'Код подразделения'),
          ],
        },
        readOnlyText('passport_issuing_authority', 'Кем выдан'),
        readOnlyText('registration_address', 'Адрес регистрации'),
        {
          type: 'row',
          fields: [
            readOnlyText('contact_phone', 'Контактный телефон'),
            readOnlyText('contact_email', 'Электронная почта для связи'),
          ],
        },
        // Given when the application is submitted (/v1/statement/resident-permits/data).
        consentFields(),
      ],
    },
    {
      name: 'history',
      type: 'array',
      label: 'История',
      labels: { singular: 'Запись', plural: 'Записи' },
      admin: { readOnly: true, initCollapsed: false },
      fields: [
        { name: 'status', type: 'select', label: 'Статус', required: true, options: STATUS_OPTIONS },
        {
          name: 'at',
          type: 'date',
          label: 'Когда',
          required: true,
          admin: DAY_AND_TIME,
        },
        { name: 'comment', type: 'text', label: 'Комментарий' },
      ],
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@anapa/shared/bookings/status'
import { editorOrOwnerViaContract, isEditor, residentViaContract } from '@/access'
import { DAY_AND_TIME } from '@/fields/dayAndTime'
import { ownerField } from '@/fields/owner'

const readOnly = { readOnly: true } as const

/**
 * Bookings of event and tour sessions. Residents create, pay and cancel them through the
 * contract (/v1/bookings); seats move only through cms/src/bookings (one conditional UPDATE each),
 * so the admin shows them read-only. Editors find a session's bookings with the «Сеанс» filter or
 * at the bottom of the session's page.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: 'Бронирование', plural: 'Бронирования' },
  admin: {
    group: 'Бронирования',
    useAsTitle: 'number',
    defaultColumns: ['number', 'session', 'owner', 'quantity', 'total', 'status', 'createdAt'],
    listSearchableFields: ['number'],
  },
  access: {
    read: editorOrOwnerViaContract,
    create: residentViaContract,
    // Status moves change seats: only the contract's code (server-side, atomic) makes them.
    update: isEditor,
    delete: isEditor,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['owner', 'request_id'], unique: true }, { fields: ['status', 'hold_expires_at'] }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'number', type: 'text', label: 'Номер', required: true, unique: true, index: true, admin: readOnly },
        {
          name: 'status',
          type: 'select',
          label: 'Статус',
          required: true,
          defaultValue: 'awaiting_payment',
          index: true,
          options: BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABELS[value] })),
          access: { update: () => false },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'session',
      type: 'relationship',
      relationTo: 'booking-sessions',
      label: 'Сеанс',
      required: true,
      index: true,
      access: { update: () => false },
      admin: readOnly,
    },
    {
      name: 'starts_at',
      type: 'date',
      label: 'Начало сеанса',
      index: true,
      // A copy of the session's start, kept in step by the session's hook: the resident's lists are
      // split and sorted by it without a join.
      admin: { ...readOnly, ...DAY_AND_TIME },
    },
    ownerField,
    {
      type: 'row',
      fields: [
        {
          name: 'quantity',
          type: 'number',
          label: 'Билетов',
          required: true,
          min: 1,
          max: 10,
          access: { update: () => false },
          admin: readOnly,
        },
        {
          name: 'total',
          type: 'number',
          label: 'Сумма, ₽',
          required: true,
          access: { update: () => false },
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'hold_expires_at',
          type: 'date',
          label: 'Оплатить до',
          index: true,
          admin: { ...readOnly, ...DAY_AND_TIME },
        },
        { name: 'paid_at', type: 'date', label: 'Оплачено', admin: { ...readOnly, ...DAY_AND_TIME } },
        { name: 'cancelled_at', type: 'date', label: 'Отменено', admin: { ...readOnly, ...DAY_AND_TIME } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'payment_provider', type: 'text', label: 'Платёжный провайдер', admin: readOnly },
        { name: 'payment_id', type: 'text', label: 'Платёж', index: true, admin: readOnly },
        { name: 'ticket_reference', type: 'text', label: 'Билет', index: true, admin: readOnly },
      ],
    },
    { name: 'request_id', type: 'text', label: 'Идентификатор запроса', index: true, admin: readOnly },
  ],
}

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { anyone, isEditor } from '@/access'
import { DAY_AND_TIME } from '@/fields/dayAndTime'
import { validateSeatsTotal, validateSessionStart } from '@/bookings/schedule'
import { resizeSession } from '@/bookings/seats'
import { refuseField } from '@/fields/refuse'

const ONE_ITEM = 'Выберите событие или экскурсию (одно из двух)'
const SEATS_BELOW_SOLD = 'Мест не может быть меньше, чем уже продано'

/**
 * Keeps `seats_left` in step with `seats_total`: a new session starts with every seat free; when an
 * editor changes the total, the free seats move by the same amount (seats already held stay held).
 * Bookings never go through here: they move `seats_left` with one conditional UPDATE (bookings/seats.ts),
 * and so does a new total (resizeSession), measured on the row as it is then: the form's copy
 * (`originalDoc`) may be older than a booking made meanwhile, on SQLite as on PostgreSQL.
 */
const keepSeatsLeft: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const hasEvent = Boolean(data.event ?? originalDoc?.event)
  const hasTour = Boolean(data.tour ?? originalDoc?.tour)
  if (hasEvent === hasTour)
    throw refuseField(req, 'booking-sessions', { path: 'event', label: 'Событие', message: ONE_ITEM })
  const total = Number(data.seats_total ?? originalDoc?.seats_total ?? 0)
  if (operation === 'create') return { ...data, seats_left: total }
  // seats_left is never taken from the form: a stale admin page must not undo bookings made meanwhile.
  const { seats_left: _ignored, ...rest } = data
  if (total === Number(originalDoc?.seats_total) || !originalDoc?.id) return rest
  // In the save's transaction on PostgreSQL. SQLite has none: should a field be refused after this
  // hook, the new total stays (with its seats counted), the rest of the edit does not.
  if ((await resizeSession(req.payload, Number(originalDoc.id), total, req)) === null)
    throw refuseField(req, 'booking-sessions', { path: 'seats_total', label: 'Мест всего', message: SEATS_BELOW_SOLD })
  return rest
}

/** A moved session moves its bookings' copy of the start (their lists sort and split by it). */
const moveBookings: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.starts_at === previousDoc?.starts_at) return doc
  await req.payload.update({
    collection: 'bookings',
    where: { session: { equals: doc.id } },
    data: { starts_at: doc.starts_at },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return doc
}

/**
 * Bookable sessions of events and tours: date and time, seats and price, managed by
 * editors. The session's page lists its bookings («Бронирования»), so editors see who booked what.
 */
export const BookingSessions: CollectionConfig = {
  slug: 'booking-sessions',
  labels: { singular: 'Сеанс', plural: 'Сеансы' },
  admin: {
    group: 'Бронирования',
    useAsTitle: 'label',
    defaultColumns: ['label', 'starts_at', 'seats_total', 'seats_left', 'price'],
    description: 'Сеансы событий и экскурсий, которые можно забронировать. Бронирования сеанса — внизу его страницы.',
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'starts_at',
  hooks: {
    beforeChange: [keepSeatsLeft],
    afterChange: [moveBookings],
    beforeValidate: [
      ({ data }) => {
        if (!data?.starts_at) return data
        const when = new Date(String(data.starts_at))
        // Anapa time (UTC+3) for the editors' list.
        const local = new Date(when.getTime() + 3 * 3_600_000).toISOString()
        return {
          ...data,
          label: `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`,
        }
      },
    ],
  },
  fields: [
    { name: 'label', type: 'text', label: 'Сеанс', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'event', type: 'relationship', relationTo: 'events', label: 'Событие', index: true },
        { name: 'tour', type: 'relationship', relationTo: 'tours', label: 'Экскурсия или тур', index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'starts_at',
          type: 'date',
          label: 'Начало',
          required: true,
          index: true,
          admin: DAY_AND_TIME,
          // An event's session is its own date and time (bookings/schedule.ts).
          validate: validateSessionStart,
        },
        {
          name: 'seats_total',
          type: 'number',
          label: 'Мест всего',
          required: true,
          min: 1,
          max: 10000,
          // A tour's session has no more seats than its group (bookings/schedule.ts).
          validate: validateSeatsTotal,
        },
        {
          name: 'seats_left',
          type: 'number',
          label: 'Свободно',
          admin: { readOnly: true, description: 'Меняется бронированиями' },
        },
        { name: 'price', type: 'number', label: 'Цена билета, ₽', required: true, min: 0, max: 1_000_000 },
      ],
    },
    {
      name: 'bookings',
      type: 'join',
      collection: 'bookings',
      on: 'session',
      label: 'Бронирования',
      admin: { defaultColumns: ['number', 'owner', 'quantity', 'total', 'status'] },
    },
  ],
}

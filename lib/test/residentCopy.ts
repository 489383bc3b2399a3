import type { QueuedAppeal } from '@/lib/offline/outbox'
import type { KeptAppeal, ResidentCopy, ResidentLists } from '@/lib/offline/residentCopy'

/**
 * A resident's lists and copy as the gateway would answer them, and an appeal they queued offline,
 * for the tests of what the device keeps (lib/offline): one
 * favourite beach and one place, one paid booking with its ticket, one permit application, one
 * answered appeal, one notification.
 */
export const RESIDENT_ID = '7'

export const answeredAppeal: KeptAppeal = {
  id: '31',
  number: 'A-2026-000031',
  topic: { name: 'Уличное освещение' },
  text: 'Не горит фонарь у дома 5',
  address: 'ул. Крымская, 5',
  statusLabel: 'Ответ дан',
  deadline: '05.12.2026',
  createdAt: '2026-11-20T09:00:00.000Z',
  history: [
    { statusLabel: 'Новое', at: '2026-11-20T09:00:00.000Z' },
    { statusLabel: 'Ответ дан', at: '2026-11-22T10:00:00.000Z' },
  ],
  answer: { text: 'Фонарь заменён.', answeredAt: '2026-11-22T10:00:00.000Z' },
}

export const lists: ResidentLists = {
  favorites: [
    { entity: 'BEACH', slug: '12', title: 'Пляж Джемете', href: '/plyazhi/12', available: true },
    { entity: 'PLACE', slug: 'mayak', title: 'Анапский маяк', href: '/interesnye-mesta/mayak', available: true },
  ],
  notifications: [
    {
      id: 'n1',
      title: 'Штормовое предупреждение',
      body: '<p>Купание запрещено</p>',
      date: '28.11.2026',
      time: '14:05',
      link: null,
    },
  ],
  bookings: {
    items: [
      {
        id: '501',
        number: 'B-501',
        status: 'paid',
        statusLabel: 'Оплачено',
        quantity: 2,
        session: { startsAt: '2026-12-01T07:00:00.000Z' },
        item: { kind: 'tour', title: 'Морская прогулка', venueOrMeetingPoint: 'Центральный причал' },
        ticket: { reference: 'T-501', code: 'T-501.signature' },
      },
    ],
  },
  residentPermitApplications: [
    {
      id: '9',
      code: 'RP-2026-000009',
      plateDisplay: 'А 123 ВС 93',
      carName: 'Lada Vesta',
      statusLabel: 'На рассмотрении',
      comment: null,
      permitEndDate: null,
      decisionDue: '10.12.2026',
      updatedAt: '2026-11-25T09:00:00.000Z',
    },
  ],
  appeals: { items: [{ id: answeredAppeal.id, statusLabel: answeredAppeal.statusLabel }] },
  beachConditions: {
    items: [
      {
        id: '12',
        conditions: {
          bathing: { value: 'banned', label: 'Купание запрещено' },
          verifiedAt: '2026-11-28T11:05:00.000Z',
          waterTemperature: 14.5,
          waterTemperatureSource: 'measured',
        },
      },
      {
        id: '13',
        conditions: {
          bathing: { value: 'allowed', label: 'Купание разрешено' },
          verifiedAt: null,
          waterTemperature: null,
          waterTemperatureSource: null,
        },
      },
    ],
  },
}

export const copy: ResidentCopy = {
  owner: RESIDENT_ID,
  savedAt: '2026-11-28T11:05:00.000Z',
  favorites: lists.favorites,
  notifications: lists.notifications,
  bookings: lists.bookings.items,
  permitApplications: lists.residentPermitApplications,
  appeals: [answeredAppeal],
  favoriteBeaches: [lists.beachConditions.items[0]!],
}

/** An appeal queued without a connection: one photo uploaded before the network went, one waiting as a file. */
export const queuedAppeal = (patch: Partial<QueuedAppeal> = {}): QueuedAppeal => ({
  id: 'req-1',
  kind: 'appeal',
  owner: RESIDENT_ID,
  queuedAt: '2026-11-29T09:00:00.000Z',
  input: {
    topic_id: '3',
    text: 'Не горит фонарь у дома 5',
    address: 'ул. Крымская, 5',
    location: { lat: 44.9, lon: 37.3 },
    request_id: 'req-1',
    consent: true,
  },
  topicName: 'Уличное освещение',
  photos: [
    { id: '40', name: 'before.jpg' },
    { file: new Blob(['jpeg bytes'], { type: 'image/jpeg' }), name: 'lamp.jpg' },
  ],
  refusal: null,
  ...patch,
})

import { calendarEventOf } from './calendarEvent'
import { googleCalendarUrl, yandexCalendarUrl } from './calendarLinks'

const event = calendarEventOf({
  number: 'B-2026-000031',
  quantity: 2,
  createdAt: '2026-07-10T08:10:00.000Z',
  session: { startsAt: '2026-08-01T07:00:00.000Z', endsAt: '2026-08-01T08:30:00.000Z' },
  item: { title: 'Утриш & море #1?', venueOrMeetingPoint: 'Пионерский проспект, 100', location: null },
})!

describe('googleCalendarUrl', () => {
  const url = new URL(googleCalendarUrl(event))

  it('opens Google’s new-event form with the instant in UTC and Anapa’s zone for display', () => {
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('dates')).toBe('20260801T070000Z/20260801T083000Z')
    expect(url.searchParams.get('ctz')).toBe('Europe/Moscow')
  })

  it('carries the title, details and place whole, whatever characters they hold', () => {
    expect(url.searchParams.get('text')).toBe('Утриш & море #1?')
    expect(url.searchParams.get('details')).toBe('Бронирование B-2026-000031, билетов: 2')
    expect(url.searchParams.get('location')).toBe('Пионерский проспект, 100')
    expect(url.hash).toBe('')
  })
})

describe('yandexCalendarUrl', () => {
  const url = new URL(yandexCalendarUrl(event))

  it('opens Yandex’s new-event form with Anapa’s wall clock and offset', () => {
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.yandex.ru/event')
    expect(url.searchParams.get('startTs')).toBe('2026-08-01T10:00:00+03:00')
    expect(url.searchParams.get('endTs')).toBe('2026-08-01T11:30:00+03:00')
    expect(new Date(url.searchParams.get('startTs')!).toISOString()).toBe('2026-08-01T07:00:00.000Z')
  })

  it('crosses midnight on Anapa’s clock, not the machine’s', () => {
    const late = calendarEventOf({
      number: 'B-1',
      quantity: 1,
      createdAt: '2026-07-10T08:10:00.000Z',
      session: { startsAt: '2026-08-01T20:30:00.000Z', endsAt: null },
      item: { title: 'Ночной концерт' },
    })!
    const yandex = new URL(yandexCalendarUrl(late))
    expect(yandex.searchParams.get('startTs')).toBe('2026-08-01T23:30:00+03:00')
    expect(yandex.searchParams.get('endTs')).toBe('2026-08-02T01:30:00+03:00')
  })

  it('carries the title, description and place whole', () => {
    expect(url.searchParams.get('name')).toBe('Утриш & море #1?')
    expect(url.searchParams.get('description')).toBe('Бронирование B-2026-000031, билетов: 2')
    expect(url.searchParams.get('location')).toBe('Пионерский проспект, 100')
  })
})

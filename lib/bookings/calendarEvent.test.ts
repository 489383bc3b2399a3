import { CALENDAR_DEFAULT_DURATION_MS, calendarEventOf, type BookingForCalendar } from './calendarEvent'

const base: BookingForCalendar = {
  number: 'B-2026-000031',
  quantity: 1,
  createdAt: '2026-07-10T08:10:00.000Z',
  session: { startsAt: '2026-08-01T07:00:00.000Z', endsAt: '2026-08-01T10:00:00.000Z' },
  item: {
    title: 'Джипинг в горы',
    venueOrMeetingPoint: 'Пионерский проспект, 100',
    location: { lat: 44.93, lon: 37.28 },
  },
}

describe('calendarEventOf', () => {
  it.each([
    ['the session’s own end', '2026-08-01T10:00:00.000Z', '2026-08-01T10:00:00.000Z'],
    ['two hours when the item gives no end', null, '2026-08-01T09:00:00.000Z'],
    ['two hours for an end that is not a date', 'завтра', '2026-08-01T09:00:00.000Z'],
    ['two hours for an end before the start', '2026-08-01T06:00:00.000Z', '2026-08-01T09:00:00.000Z'],
  ])('ends at %s', (_case, endsAt, end) => {
    const event = calendarEventOf({ ...base, session: { ...base.session, endsAt } })
    expect(event?.end.toISOString()).toBe(end)
  })

  it('guesses exactly the documented two hours', () => {
    expect(CALENDAR_DEFAULT_DURATION_MS).toBe(7_200_000)
  })

  it('has no event for a start that is not a date', () => {
    expect(calendarEventOf({ ...base, session: { startsAt: '', endsAt: null } })).toBeNull()
  })

  it('keeps coordinates only when both are numbers', () => {
    expect(calendarEventOf(base)?.geo).toEqual({ lat: 44.93, lon: 37.28 })
    expect(calendarEventOf({ ...base, item: { ...base.item, location: null } })?.geo).toBeNull()
    expect(
      calendarEventOf({ ...base, item: { ...base.item, location: { lat: Number.NaN, lon: 37.28 } } })?.geo,
    ).toBeNull()
  })

  it('names the booking in the UID, so a second download updates the same event', () => {
    expect(calendarEventOf(base)?.uid).toBe('B-2026-000031@anapa')
  })

  it('stamps the event when the booking was made, or at its start when that is unreadable', () => {
    expect(calendarEventOf(base)?.stamp.toISOString()).toBe('2026-07-10T08:10:00.000Z')
    expect(calendarEventOf({ ...base, createdAt: '' })?.stamp.toISOString()).toBe('2026-08-01T07:00:00.000Z')
  })
})

import { calendarEventOf, type BookingForCalendar } from './calendarEvent'
import { bookingIcs } from './ics'
import { strictIcsEvent, TITLE_40_LETTERS } from '@/lib/test/strictIcs'

const booking = (overrides: Partial<BookingForCalendar> = {}): BookingForCalendar => ({
  number: 'B-2026-000031',
  quantity: 2,
  createdAt: '2026-07-10T08:10:00.000Z',
  session: { startsAt: '2026-08-01T07:00:00.000Z', endsAt: '2026-08-01T08:30:00.000Z' },
  item: {
    title: TITLE_40_LETTERS,
    venueOrMeetingPoint: 'Набережная; у маяка, Пионерский проспект, 100',
    location: { lat: 44.8967624, lon: 37.3115879 },
  },
  ...overrides,
})

const icsOf = (b: BookingForCalendar) => bookingIcs(calendarEventOf(b)!)

describe('bookingIcs («Скачать .ics»)', () => {
  it('a 40-letter Cyrillic title parses strictly, whole, with the session’s real duration', () => {
    expect([...TITLE_40_LETTERS]).toHaveLength(40)
    const { event } = strictIcsEvent(icsOf(booking()))
    expect(event.summary).toBe(TITLE_40_LETTERS)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-08-01T07:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-08-01T08:30:00.000Z')
    expect(event.duration.toSeconds()).toBe(90 * 60)
  })

  it('folds every line at 75 octets, CRLF, continuation lines starting with a space', () => {
    const ics = icsOf(booking({ item: { ...booking().item, title: `${TITLE_40_LETTERS} — ${TITLE_40_LETTERS}` } }))
    expect(ics.endsWith('\r\n')).toBe(true)
    const lines = ics.slice(0, -2).split('\r\n')
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)
    expect(ics).not.toMatch(/[^\r]\n/)
  })

  it('writes a stable UID and stamp, UTC times, the place with its coordinates and escaped text', () => {
    const ics = icsOf(booking())
    const { vevent, event } = strictIcsEvent(ics)
    expect(event.uid).toBe('B-2026-000031@anapa')
    // The same booking gives the same file, byte for byte, whenever it is drawn.
    expect(icsOf(booking())).toBe(ics)
    expect(ics).toContain('\r\nDTSTART:20260801T070000Z\r\n')
    expect(ics).toContain('\r\nDTEND:20260801T083000Z\r\n')
    expect(event.location).toBe('Набережная; у маяка, Пионерский проспект, 100')
    expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:Набережная\\; у маяка\\, Пионерский проспект\\, 100')
    expect(vevent.getFirstPropertyValue('geo')).toEqual([44.8967624, 37.3115879])
    expect(event.description).toBe('Бронирование B-2026-000031, билетов: 2')
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-07-10T08:10:00Z')
  })

  it('without a known end, books the two-hour guess; without a place, writes neither LOCATION nor GEO', () => {
    const ics = icsOf(
      booking({
        session: { startsAt: '2026-08-01T15:00:00.000Z', endsAt: null },
        item: { title: 'Закатная прогулка', venueOrMeetingPoint: null, location: null },
      }),
    )
    const { event } = strictIcsEvent(ics)
    expect(event.duration.toSeconds()).toBe(2 * 3600)
    expect(ics).not.toMatch(/^(LOCATION|GEO)[:;]/m)
  })
})

import { bookingIcs } from './ics'

describe('bookingIcs («Добавить в календарь»)', () => {
  it('writes one VEVENT in UTC with a two-hour guess at the end, CRLF lines, escaped text', () => {
    const ics = bookingIcs({
      uid: 'B-2026-000031',
      title: 'Заповедник Утриш, пешая',
      startsAt: '2026-08-01T07:00:00.000Z',
      location: 'Набережная; у маяка',
      now: new Date('2026-07-10T08:10:00.000Z'),
    })
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Anapa resort portal//Bookings//RU',
      'CALSCALE:GREGORIAN',
      'BEGIN:VEVENT',
      'UID:B-2026-000031@anapa',
      'DTSTAMP:20260710T081000Z',
      'DTSTART:20260801T070000Z',
      'DTEND:20260801T090000Z',
      'SUMMARY:Заповедник Утриш\\, пешая',
      'LOCATION:Набережная\\; у маяка',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ])
  })

  it("ends when the session does: a 1 h 30 min tour's file books 1 h 30 min", () => {
    const ics = bookingIcs({
      uid: 'B-2026-000032',
      title: 'Закатная прогулка',
      startsAt: '2026-08-01T15:00:00.000Z',
      endsAt: '2026-08-01T16:30:00.000Z',
      now: new Date('2026-07-10T08:10:00.000Z'),
    })
    expect(ics).toContain('\r\nDTSTART:20260801T150000Z\r\nDTEND:20260801T163000Z\r\n')
  })
})

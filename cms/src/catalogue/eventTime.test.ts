import { eventWindow, finishesAt, startOfAnapaDay } from './eventTime'

const at = (iso: string) => new Date(iso)

describe('startOfAnapaDay', () => {
  it.each([
    ['2026-07-12T10:00:00+03:00', '2026-07-11T21:00:00.000Z'],
    ['2026-07-12T00:30:00+03:00', '2026-07-11T21:00:00.000Z'],
    // 22:30 UTC is already the next day in Anapa.
    ['2026-07-12T22:30:00Z', '2026-07-12T21:00:00.000Z'],
  ])('%s starts its day at %s', (input, expected) => {
    expect(startOfAnapaDay(at(input)).toISOString()).toBe(expected)
  })
})

describe('finishesAt', () => {
  it('is the end when the event has one', () => {
    expect(finishesAt('2026-07-12T19:00:00+03:00', '2026-07-14T22:00:00+03:00')).toBe('2026-07-14T19:00:00.000Z')
  })

  it('is the last millisecond of the first day in Anapa otherwise', () => {
    expect(finishesAt('2026-07-12T19:00:00+03:00', null)).toBe('2026-07-12T20:59:59.999Z')
  })
})

describe('eventWindow', () => {
  const wednesday = at('2026-07-15T12:00:00+03:00')
  const saturdayNoon = at('2026-07-18T12:00:00+03:00')
  const sunday = at('2026-07-19T09:00:00+03:00')

  it('upcoming starts now and has no end; past ends now', () => {
    expect(eventWindow('upcoming', wednesday)).toEqual({ from: wednesday, to: null })
    expect(eventWindow('past', wednesday)).toEqual({ from: null, to: wednesday })
  })

  it('today runs from now to midnight in Anapa', () => {
    expect(eventWindow('today', wednesday)).toEqual({ from: wednesday, to: at('2026-07-16T00:00:00+03:00') })
  })

  it.each([
    ['a weekday: the coming Saturday and Sunday', wednesday, '2026-07-18T00:00:00+03:00', '2026-07-20T00:00:00+03:00'],
    ['Saturday: from now to Monday', saturdayNoon, '2026-07-18T12:00:00+03:00', '2026-07-20T00:00:00+03:00'],
    ['Sunday: the rest of this weekend', sunday, '2026-07-19T09:00:00+03:00', '2026-07-20T00:00:00+03:00'],
  ])('weekend on %s', (_label, now, from, to) => {
    expect(eventWindow('weekend', now)).toEqual({ from: at(from), to: at(to) })
  })
})

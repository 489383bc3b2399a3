import { describe, expect, it } from '@jest/globals'

import {
  eventScheduleMessage,
  eventScheduleText,
  eventSessionStarts,
  fitsGroup,
  groupSizeMessage,
  isEventSessionStart,
  offeredSeats,
  whyNotBookable,
} from './schedule'

/** An Anapa wall-clock time (UTC+3) as an ISO instant. */
const msk = (local: string) => new Date(`${local}:00+03:00`).toISOString()

const kidsParty = { startsAt: msk('2026-11-28T11:00'), endsAt: msk('2026-11-28T13:00') }
const festival = { startsAt: msk('2026-11-28T12:00'), endsAt: msk('2026-11-29T22:00') }
const noEnd = { startsAt: msk('2026-11-28T19:30'), endsAt: null }
// Ends at 01:00 the next night: one evening, not two days.
const lateNight = { startsAt: msk('2026-11-28T19:00'), endsAt: msk('2026-11-29T01:00') }

describe('an event’s sessions are its own dates and times', () => {
  it.each([
    ['the start of a one-day event', kidsParty, '2026-11-28T11:00', true],
    ['two days after a one-day event (the defect: 30.11 offered for 28.11)', kidsParty, '2026-11-30T11:00', false],
    ['a week after a one-day event', kidsParty, '2026-12-04T11:00', false],
    ['the right day at another time', kidsParty, '2026-11-28T10:00', false],
    ['a minute late', kidsParty, '2026-11-28T11:01', false],
    ['the day before', kidsParty, '2026-11-27T11:00', false],
    ['a festival’s first day', festival, '2026-11-28T12:00', true],
    ['a festival’s second day at the start time', festival, '2026-11-29T12:00', true],
    ['the day after a festival', festival, '2026-11-30T12:00', false],
    ['a festival’s second day at another time', festival, '2026-11-29T18:00', false],
    ['an event without an end, at its start', noEnd, '2026-11-28T19:30', true],
    ['an event without an end, the next day', noEnd, '2026-11-29T19:30', false],
    ['a night event’s next evening (it ended at 01:00)', lateNight, '2026-11-29T19:00', false],
  ])('%s', (_name, event, local, expected) => {
    expect(isEventSessionStart(event, msk(local))).toBe(expected)
  })

  it('ignores seconds, as the admin’s picker does, and refuses what is not a date', () => {
    expect(isEventSessionStart(kidsParty, new Date(new Date(kidsParty.startsAt).getTime() + 30_000))).toBe(true)
    expect(isEventSessionStart(kidsParty, 'not a date')).toBe(false)
    expect(isEventSessionStart({ startsAt: 'garbage' }, kidsParty.startsAt)).toBe(false)
  })

  it('lists the starts still ahead, soonest first, up to a limit', () => {
    expect(eventSessionStarts(kidsParty, new Date(msk('2026-11-27T21:55')), 5)).toEqual([kidsParty.startsAt])
    expect(eventSessionStarts(kidsParty, new Date(msk('2026-11-28T11:00')), 5)).toEqual([])
    expect(eventSessionStarts(festival, new Date(msk('2026-11-01T00:00')), 5)).toEqual([
      msk('2026-11-28T12:00'),
      msk('2026-11-29T12:00'),
    ])
    expect(eventSessionStarts(festival, new Date(msk('2026-11-28T13:00')), 5)).toEqual([msk('2026-11-29T12:00')])
    const exhibition = { startsAt: msk('2026-10-28T09:00'), endsAt: msk('2027-01-11T18:00') }
    expect(eventSessionStarts(exhibition, new Date(msk('2026-11-27T21:55')), 3)).toEqual([
      msk('2026-11-28T09:00'),
      msk('2026-11-29T09:00'),
      msk('2026-11-30T09:00'),
    ])
    for (const at of eventSessionStarts(exhibition, new Date(0), 1000))
      expect(isEventSessionStart(exhibition, at)).toBe(true)
    expect(eventSessionStarts(exhibition, new Date(0), 1000)).toHaveLength(76)
  })

  it('tells the editor the schedule in Anapa time', () => {
    expect(eventScheduleText(kidsParty)).toBe('28.11.2026 в 11:00')
    expect(eventScheduleText(festival)).toBe('с 28.11.2026 по 29.11.2026 в 12:00')
    expect(eventScheduleText(lateNight)).toBe('28.11.2026 в 19:00')
    expect(eventScheduleMessage(kidsParty)).toBe(
      'Сеанс должен совпадать с датой и временем события: 28.11.2026 в 11:00',
    )
  })
})

describe('a tour’s group bounds its sessions’ seats', () => {
  it.each([
    [10, 10, true],
    [12, 10, false],
    [1, 1, true],
    [500, null, true],
    [500, undefined, true],
    [12, 0, true],
  ])('%i seats for a group of %p: %p', (seats, group, expected) => {
    expect(fitsGroup(seats, group)).toBe(expected)
  })

  it('never offers more than the group, counting seats already sold', () => {
    // The defect: «Группа до 10 человек» offered «свободно 12 из 12».
    expect(offeredSeats({ seats_total: 12, seats_left: 12 }, 10)).toEqual({ seats_total: 10, seats_left: 10 })
    expect(offeredSeats({ seats_total: 12, seats_left: 8 }, 10)).toEqual({ seats_total: 10, seats_left: 6 })
    expect(offeredSeats({ seats_total: 12, seats_left: 1 }, 10)).toEqual({ seats_total: 10, seats_left: 0 })
    expect(offeredSeats({ seats_total: 8, seats_left: 3 }, 10)).toEqual({ seats_total: 8, seats_left: 3 })
    expect(offeredSeats({ seats_total: 8, seats_left: -1 }, null)).toEqual({ seats_total: 8, seats_left: 0 })
    expect(groupSizeMessage(10)).toBe('Мест в сеансе не больше, чем человек в группе (10)')
  })
})

describe('ended sessions are never bookable', () => {
  const now = new Date(msk('2026-11-28T12:00'))
  const withFinish = (event: typeof festival) => ({ ...event, finishesAt: event.endsAt })

  it.each([
    ['a tour session ahead', msk('2026-11-29T10:00'), undefined, null],
    ['a tour session that has started', msk('2026-11-28T12:00'), undefined, 'Сеанс уже начался'],
    ['an event session ahead, on schedule', msk('2026-11-29T12:00'), withFinish(festival), null],
    [
      'an event session ahead, off schedule',
      msk('2026-11-30T12:00'),
      withFinish(festival),
      'Сеанс не совпадает с расписанием события',
    ],
    ['an event session that started', msk('2026-11-28T11:00'), withFinish(kidsParty), 'Сеанс уже начался'],
    [
      'a session of an event that has ended',
      msk('2026-11-29T12:00'),
      { ...festival, finishesAt: msk('2026-11-28T11:59') },
      'Событие уже закончилось',
    ],
  ])('%s', (_name, startsAt, event, expected) => {
    expect(whyNotBookable(startsAt, now, event)).toBe(expected)
  })
})

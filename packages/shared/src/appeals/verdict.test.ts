import {
  APPEAL_VERDICT_DAYS,
  APPEAL_VERDICT_MESSAGES,
  disputeHistoryNote,
  isAppealVerdict,
  resolutionOf,
  verdictDueUntil,
  verdictRefusal,
} from './verdict'
import type { AppealStatus } from './status'

const RESOLVED_AT = '2026-07-01T10:00:00.000Z'
const history = (...entries: [AppealStatus, string][]) => entries.map(([status, at]) => ({ status, at }))
const RESOLVED = history(
  ['new', '2026-06-20T10:00:00.000Z'],
  ['in_progress', '2026-06-25T10:00:00.000Z'],
  ['resolved', RESOLVED_AT],
)

describe('the resident verdict window', () => {
  it('is 15 days', () => {
    expect(APPEAL_VERDICT_DAYS).toBe(15)
  })

  it.each([
    ['a day after', '2026-07-02T10:00:00.000Z', '2026-07-16T10:00:00.000Z'],
    ['a millisecond before the end', '2026-07-16T09:59:59.999Z', '2026-07-16T10:00:00.000Z'],
    ['at the end', '2026-07-16T10:00:00.000Z', null],
    ['a month after', '2026-08-01T10:00:00.000Z', null],
  ])('%s the resolution: due until %s', (_label, now, due) => {
    expect(verdictDueUntil('resolved', RESOLVED, new Date(now))).toBe(due)
  })

  it.each<[string, AppealStatus, { status: AppealStatus; at: string }[] | null]>([
    ['an open appeal', 'in_progress', RESOLVED.slice(0, 2)],
    ['another closed status', 'unable_to_fix', history(['unable_to_fix', RESOLVED_AT])],
    ['resolved without a history', 'resolved', null],
    [
      'resolved whose last entry is not the resolution',
      'resolved',
      history(['resolved', RESOLVED_AT], ['new', RESOLVED_AT]),
    ],
    ['a resolution with a broken date', 'resolved', history(['resolved', 'yesterday'])],
  ])('takes no verdict on %s', (_label, status, entries) => {
    expect(resolutionOf(status, entries)).toBeNull()
    expect(verdictDueUntil(status, entries, new Date('2026-07-02T00:00:00Z'))).toBeNull()
    expect(verdictRefusal(status, entries, new Date('2026-07-02T00:00:00Z'))).toBe(APPEAL_VERDICT_MESSAGES.notResolved)
  })

  it('answers a late verdict with its own message, a timely one with none', () => {
    expect(verdictRefusal('resolved', RESOLVED, new Date('2026-07-20T00:00:00Z'))).toBe('Срок для оценки истёк')
    expect(verdictRefusal('resolved', RESOLVED, new Date('2026-07-05T00:00:00Z'))).toBeNull()
  })

  it('counts from the latest resolution after a dispute reopened the appeal', () => {
    const again = [
      ...RESOLVED,
      ...history(['in_progress', '2026-07-03T10:00:00.000Z'], ['resolved', '2026-07-10T10:00:00.000Z']),
    ]
    expect(verdictDueUntil('resolved', again, new Date('2026-07-20T00:00:00Z'))).toBe('2026-07-25T10:00:00.000Z')
  })

  it.each([
    ['confirmed', true],
    ['disputed', true],
    ['Confirmed', false],
    ['', false],
    [null, false],
    [1, false],
    ['__proto__', false],
  ])('knows %p as a verdict: %p', (value, known) => {
    expect(isAppealVerdict(value)).toBe(known)
  })

  it('puts the resident words into the history note', () => {
    expect(disputeHistoryNote('  яма осталась  ')).toBe('Житель не согласен с решением: яма осталась')
  })
})

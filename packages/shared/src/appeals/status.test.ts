import {
  APPEAL_STATUSES,
  APPEAL_STATUS_LABELS,
  canTransitionAppeal,
  checkAppealTransition,
  isAppealStatus,
  type AppealStatus,
} from './status'

describe('appeal status machine', () => {
  it('labels every status in Russian', () => {
    expect(APPEAL_STATUS_LABELS).toEqual({
      new: 'Новое',
      in_progress: 'В работе',
      resolved: 'Решено',
      rejected: 'Отклонено',
    })
  })

  const allowed: Array<[AppealStatus, AppealStatus]> = [
    ['new', 'in_progress'],
    ['new', 'rejected'],
    ['in_progress', 'resolved'],
    ['in_progress', 'rejected'],
  ]

  it.each(APPEAL_STATUSES.flatMap((from) => APPEAL_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      const expected = allowed.some(([f, t]) => f === from && t === to)
      expect(canTransitionAppeal(from, to)).toBe(expected)
    },
  )

  it('refuses a forbidden move with both labels', () => {
    expect(checkAppealTransition('new', 'resolved', 'ok')).toBe(
      'Нельзя перевести обращение из статуса «Новое» в статус «Решено»',
    )
    expect(checkAppealTransition('resolved', 'in_progress')).toBe(
      'Нельзя перевести обращение из статуса «Решено» в статус «В работе»',
    )
  })

  it('closing needs an answer; taking into work does not', () => {
    expect(checkAppealTransition('in_progress', 'resolved', '  ')).toBe('Напишите ответ жителю')
    expect(checkAppealTransition('new', 'rejected', null)).toBe('Напишите ответ жителю')
    expect(checkAppealTransition('in_progress', 'resolved', 'Мусор вывезли')).toBeNull()
    expect(checkAppealTransition('new', 'in_progress')).toBeNull()
    expect(checkAppealTransition('resolved', 'resolved')).toBeNull()
  })

  it('recognises statuses', () => {
    expect(isAppealStatus('in_progress')).toBe(true)
    expect(isAppealStatus('done')).toBe(false)
    expect(isAppealStatus(1)).toBe(false)
  })
})

import {
  APPEAL_STATUSES,
  APPEAL_STATUS_LABELS,
  appealStatusPath,
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

  it('takes a new appeal through «В работе» when one save answers and resolves it', () => {
    expect(appealStatusPath('new', 'resolved')).toEqual(['in_progress', 'resolved'])
    expect(appealStatusPath('new', 'rejected')).toEqual(['rejected'])
    expect(appealStatusPath('new', 'in_progress')).toEqual(['in_progress'])
    expect(appealStatusPath('in_progress', 'resolved')).toEqual(['resolved'])
    expect(appealStatusPath('resolved', 'resolved')).toEqual([])
    expect(checkAppealTransition('new', 'resolved', 'Мусор вывезли')).toBeNull()
    expect(checkAppealTransition('new', 'resolved', ' ')).toBe('Напишите ответ жителю')
  })

  it.each(APPEAL_STATUSES.flatMap((from) => APPEAL_STATUSES.map((to) => [from, to] as const)))(
    'a path %s → %s is made of allowed moves only',
    (from, to) => {
      const path = appealStatusPath(from, to)
      if (path === null) return
      expect(path.at(-1) ?? from).toBe(to)
      path.reduce((at, next) => {
        expect(canTransitionAppeal(at, next)).toBe(true)
        return next
      }, from)
    },
  )

  it('refuses a forbidden move with both labels', () => {
    expect(appealStatusPath('resolved', 'in_progress')).toBeNull()
    expect(appealStatusPath('rejected', 'resolved')).toBeNull()
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

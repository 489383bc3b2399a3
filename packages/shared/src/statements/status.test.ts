import {
  canTransition,
  checkTransition,
  STATEMENT_STATUS_LABELS,
  STATEMENT_STATUSES,
  type StatementStatus,
} from './status'

describe('statement status machine', () => {
  it('has the five statuses with Russian labels', () => {
    expect(STATEMENT_STATUS_LABELS).toEqual({
      draft: 'Черновик',
      submitted: 'Отправлено',
      in_review: 'На рассмотрении',
      approved: 'Одобрено',
      rejected: 'Отклонено',
    })
  })

  const allowed: Array<[StatementStatus, StatementStatus]> = [
    ['draft', 'submitted'],
    ['submitted', 'in_review'],
    ['submitted', 'approved'],
    ['submitted', 'rejected'],
    ['in_review', 'approved'],
    ['in_review', 'rejected'],
  ]

  // Every ordered pair of different statuses: the allowed ones above, and nothing else.
  const pairs = STATEMENT_STATUSES.flatMap((from) =>
    STATEMENT_STATUSES.filter((to) => to !== from).map((to) => [from, to] as [StatementStatus, StatementStatus]),
  )
  it.each(pairs)('%s → %s', (from, to) => {
    const expected = allowed.some(([f, t]) => f === from && t === to)
    expect(canTransition(from, to)).toBe(expected)
  })

  it('keeps decisions final: nothing leaves approved or rejected', () => {
    for (const to of STATEMENT_STATUSES) {
      expect(canTransition('approved', to)).toBe(false)
      expect(canTransition('rejected', to)).toBe(false)
    }
  })

  it('never lets an editor decide a draft the resident has not submitted', () => {
    expect(checkTransition('draft', 'approved')).toBe(
      'Нельзя перевести заявление из статуса «Черновик» в статус «Одобрено»',
    )
  })

  it('requires a reason to reject', () => {
    expect(checkTransition('submitted', 'rejected')).toBe('Укажите причину отказа')
    expect(checkTransition('in_review', 'rejected', '   ')).toBe('Укажите причину отказа')
    expect(checkTransition('in_review', 'rejected', 'Нечитаемый скан СТС')).toBeNull()
  })

  it('accepts staying in the same status (a save without a decision) and allowed moves', () => {
    expect(checkTransition('submitted', 'submitted')).toBeNull()
    expect(checkTransition('submitted', 'approved')).toBeNull()
  })

  it('refuses reopening a decision', () => {
    expect(checkTransition('rejected', 'approved')).toBe(
      'Нельзя перевести заявление из статуса «Отклонено» в статус «Одобрено»',
    )
  })
})

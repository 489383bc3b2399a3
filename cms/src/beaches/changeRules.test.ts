import {
  BEACHES_REQUIRED,
  changeTitle,
  FROM_IN_FUTURE,
  GROUPS_REQUIRED,
  beachesProblem,
  groupsProblem,
  REASON_REQUIRED,
  reasonsProblem,
  UNTIL_BEFORE_FROM,
  validFromProblem,
  validUntilProblem,
} from './changeRules'

const NOW = new Date('2026-07-12T09:00:00Z')

describe('the duty desk’s change of beach conditions', () => {
  it('needs the beaches or the groups it names, and nothing for all beaches', () => {
    expect(beachesProblem({ target: 'beaches', beaches: [] })).toBe(BEACHES_REQUIRED)
    expect(beachesProblem({ target: 'beaches', beaches: [3] })).toBeNull()
    expect(groupsProblem({ target: 'groups' })).toBe(GROUPS_REQUIRED)
    expect(beachesProblem({ target: 'all' })).toBeNull()
    expect(groupsProblem({ target: 'all' })).toBeNull()
  })

  it('asks a ban or a warning for its reason, and nothing of «разрешено»', () => {
    expect(reasonsProblem({ bathing: 'banned', reasons: [] })).toBe(REASON_REQUIRED)
    expect(reasonsProblem({ bathing: 'not_advised' })).toBe(REASON_REQUIRED)
    expect(reasonsProblem({ bathing: 'banned', reasons: ['storm'] })).toBeNull()
    expect(reasonsProblem({ bathing: 'allowed' })).toBeNull()
  })

  it('takes effect when saved: no start in the future, and the end after the start', () => {
    expect(validFromProblem({ validFrom: '2026-07-12T10:00:00Z' }, NOW)).toBe(FROM_IN_FUTURE)
    expect(validFromProblem({ validFrom: '2026-07-12T09:04:00Z' }, NOW)).toBeNull()
    expect(validFromProblem({ validFrom: '2026-07-11T09:00:00Z' }, NOW)).toBeNull()
    expect(validUntilProblem({ validUntil: '2026-07-12T08:00:00Z' }, NOW)).toBe(UNTIL_BEFORE_FROM)
    expect(validUntilProblem({ validFrom: '2026-07-10T00:00:00Z', validUntil: '2026-07-09T00:00:00Z' }, NOW)).toBe(
      UNTIL_BEFORE_FROM,
    )
    expect(validUntilProblem({ validUntil: '2026-07-13T08:00:00Z' }, NOW)).toBeNull()
  })

  it('reads in the history as what was decided and where', () => {
    expect(changeTitle({ bathing: 'banned', target: 'all' })).toBe('Купание запрещено — все пляжи')
    expect(changeTitle({ bathing: 'allowed', target: 'beaches', beaches: [1, 2] })).toBe(
      'Купание разрешено — пляжей: 2',
    )
    expect(changeTitle({ bathing: 'not_advised', target: 'groups', groups: [4] })).toBe(
      'Купание не рекомендуется — групп пляжей: 1',
    )
  })
})

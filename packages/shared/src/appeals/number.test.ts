import { isAppealNumber } from './number'

describe('isAppealNumber', () => {
  it.each(['A-2026-000123', 'A-1999-999999'])('takes %s', (value) => expect(isAppealNumber(value)).toBe(true))
  it.each(['A-2026-00012', 'a-2026-000123', ' A-2026-000123', 'A-2026-000123/', '../v1/appeals', 123, null])(
    'refuses %p',
    (value) => expect(isAppealNumber(value)).toBe(false),
  )
})

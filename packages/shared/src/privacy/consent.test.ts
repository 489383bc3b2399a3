import { CONSENT_MESSAGES, consentError, consentRecord } from './consent'
import { PRIVACY_POLICY_VERSION, policyEditionText } from './policy'

describe('consent to the processing of personal data', () => {
  it('is given only by true', () => {
    expect(consentError(true)).toBeNull()
  })

  it.each([[undefined], [null], [false], ['true'], [1], ['on']])('is not given by %p', (value) => {
    expect(consentError(value)).toBe('Подтвердите согласие на обработку персональных данных')
    expect(consentError(value)).toBe(CONSENT_MESSAGES.required)
  })

  it('is recorded with its moment and the policy edition', () => {
    expect(consentRecord(new Date('2026-11-27T10:15:00.000Z'))).toEqual({
      consent_at: '2026-11-27T10:15:00.000Z',
      consent_policy_version: PRIVACY_POLICY_VERSION,
    })
  })
})

describe('the policy edition', () => {
  it('is a date, written on the page in Russian', () => {
    expect(PRIVACY_POLICY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(policyEditionText('2026-11-27')).toBe('27 ноября 2026 г.')
    expect(policyEditionText('2027-03-01')).toBe('1 марта 2027 г.')
  })

  it('refuses an edition that is not a date', () => {
    expect(() => policyEditionText('v2')).toThrow()
  })
})

import { codeFailureLimits, humanWait, passwordLoginIpLimits, sendCodeLimits, tooManyWrongCodes } from './limits'
import { waitForAll, type Hit } from './rateLimit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const now = 100 * HOUR

const hits = (key: string, ages: number[]): Hit[] => ages.map((age) => ({ key, at: new Date(now - age) }))
const spread = (count: number, span: number) => Array.from({ length: count }, (_, i) => (span * (i + 1)) / (count + 1))

describe('sending a code', () => {
  const PHONE = '79181234567'
  const ATTACKER = '203.0.113.9'
  const OWNER = '198.51.100.7'
  const sent = (ip: string, ages: number[]): Hit[] => [
    ...hits(`sms:phone:${PHONE}`, ages),
    ...hits(`sms:phone-ip:${PHONE}:${ip}`, ages),
    ...hits(`sms:ip:${ip}`, ages),
  ]

  it('lets the owner have a fresh code after another address spent its five of the hour on the phone', () => {
    const attackerSends = sent(
      ATTACKER,
      [5, 17, 29, 41, 53].map((m) => m * MINUTE),
    )
    // Its own sixth waits until its oldest send, 53 minutes ago, leaves the hour.
    expect(waitForAll(attackerSends, sendCodeLimits(PHONE, ATTACKER, 30), now)).toBe(7 * MINUTE)
    expect(waitForAll(attackerSends, sendCodeLimits(PHONE, OWNER, 30), now)).toBe(0)
  })

  it('holds everyone off for a minute after any send to the phone', () => {
    const justSent = sent(ATTACKER, [20_000])
    expect(waitForAll(justSent, sendCodeLimits(PHONE, OWNER, 30), now)).toBe(40_000)
  })

  it('refuses every address once the phone had ten codes in the hour, however many addresses asked', () => {
    const fromTen = Array.from({ length: 10 }, (_, i) => sent(`203.0.113.${i}`, [(i + 1) * 5 * MINUTE])).flat()
    expect(waitForAll(fromTen, sendCodeLimits(PHONE, OWNER, 30), now)).toBeGreaterThan(0)
    const fromNine = fromTen.slice(3)
    expect(waitForAll(fromNine, sendCodeLimits(PHONE, OWNER, 30), now)).toBe(0)
  })
})

describe('wrong one-time codes', () => {
  const limits = codeFailureLimits('198.51.100.7')

  it('keys on the client address alone: no count of wrong codes refuses a phone', () => {
    expect(limits.map((limit) => limit.key)).toEqual(['code-fail:ip:198.51.100.7'])
    // Hits under a phone key, as the earlier daily cap per phone recorded, refuse nothing.
    expect(waitForAll(hits('code-fail:phone:79181234567', spread(100, HOUR)), limits, now)).toBe(0)
  })

  it('caps one address at 50 wrong codes an hour over any phones', () => {
    expect(waitForAll(hits('code-fail:ip:198.51.100.7', spread(49, HOUR)), limits, now)).toBe(0)
    expect(waitForAll(hits('code-fail:ip:198.51.100.7', spread(50, HOUR)), limits, now)).toBeGreaterThan(0)
    expect(
      waitForAll(hits('code-fail:ip:198.51.100.7', spread(50, HOUR)), codeFailureLimits('198.51.100.8'), now),
    ).toBe(0)
  })

  it('says how long to wait in words people read', () => {
    expect(tooManyWrongCodes(86_000)).toBe('Слишком много неверных кодов. Повторите попытку через 24 ч.')
    expect(humanWait(59)).toBe('59 сек.')
    expect(humanWait(61)).toBe('2 мин.')
    expect(humanWait(3601)).toBe('2 ч.')
  })
})

describe('password sign-in per address', () => {
  it('allows 20 attempts a minute per address, then waits', () => {
    const limits = passwordLoginIpLimits('198.51.100.7')
    expect(waitForAll(hits('login:ip:198.51.100.7', spread(19, MINUTE)), limits, now)).toBe(0)
    expect(waitForAll(hits('login:ip:198.51.100.7', spread(20, MINUTE)), limits, now)).toBeGreaterThan(0)
  })
})

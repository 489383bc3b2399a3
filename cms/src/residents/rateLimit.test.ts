import { consume, recordHit, retryAfterSeconds, RETENTION_MS, waitMs } from './rateLimit'
import { memoryHitStore } from './store/memoryHitStore'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('waitMs', () => {
  const now = 10 * HOUR

  it.each([
    ['no hits', [], { limit: 1, windowMs: MINUTE }, 0],
    ['one hit under a limit of two', [now - 1000], { limit: 2, windowMs: MINUTE }, 0],
    ['one hit 10 s ago, 1 per minute', [now - 10_000], { limit: 1, windowMs: MINUTE }, 50_000],
    ['a hit exactly one window ago has left it', [now - MINUTE], { limit: 1, windowMs: MINUTE }, 0],
    ['a hit just inside the window', [now - MINUTE + 1], { limit: 1, windowMs: MINUTE }, 1],
    [
      'five per hour: waits for the oldest of the five',
      [now - 50 * MINUTE, now - 40 * MINUTE, now - 30 * MINUTE, now - 20 * MINUTE, now - 10 * MINUTE],
      { limit: 5, windowMs: HOUR },
      10 * MINUTE,
    ],
    [
      'over the limit (a race let one more in): waits until back under',
      [now - 50 * MINUTE, now - 45 * MINUTE, now - 30 * MINUTE, now - 20 * MINUTE, now - 10 * MINUTE, now - MINUTE],
      { limit: 5, windowMs: HOUR },
      15 * MINUTE,
    ],
    ['old hits do not count', [now - 2 * HOUR, now - 3 * HOUR], { limit: 1, windowMs: HOUR }, 0],
    ['order of hits does not matter', [now - 10_000, now - 50_000], { limit: 2, windowMs: MINUTE }, 10_000],
    ['future hits (clock skew) are ignored', [now + 5000], { limit: 1, windowMs: MINUTE }, 0],
  ])('%s', (_case, hits, rule, expected) => {
    expect(waitMs(hits, rule, now)).toBe(expected)
  })
})

const memoryStore = () => memoryHitStore()

// The limits of sending a code (docs/architecture.md#4-session-and-security-rules): 1/min and 5/h per phone,
// 30/h per IP.
const sendLimits = (phone: string, ip: string) => [
  {
    key: `phone:${phone}`,
    rules: [
      { limit: 1, windowMs: MINUTE },
      { limit: 5, windowMs: HOUR },
    ],
  },
  { key: `ip:${ip}`, rules: [{ limit: 30, windowMs: HOUR }] },
]

describe('consume', () => {
  const t0 = new Date('2026-07-01T10:00:00Z')
  const at = (ms: number) => new Date(t0.getTime() + ms)

  it('allows one send per minute per phone and says how long to wait', async () => {
    const store = memoryStore()
    await expect(consume(store, sendLimits('79180000001', '10.0.0.1'), at(0))).resolves.toBe(0)
    await expect(consume(store, sendLimits('79180000001', '10.0.0.1'), at(20_000))).resolves.toBe(40)
    await expect(consume(store, sendLimits('79180000002', '10.0.0.1'), at(20_000))).resolves.toBe(0)
    await expect(consume(store, sendLimits('79180000001', '10.0.0.1'), at(MINUTE))).resolves.toBe(0)
  })

  it('does not count refused calls', async () => {
    const store = memoryStore()
    await consume(store, sendLimits('79180000001', '10.0.0.1'), at(0))
    for (let i = 1; i <= 10; i++) await consume(store, sendLimits('79180000001', '10.0.0.1'), at(i * 1000))
    expect(store.hits).toHaveLength(2)
  })

  it('allows five sends per hour per phone', async () => {
    const store = memoryStore()
    for (let i = 0; i < 5; i++) {
      await expect(consume(store, sendLimits('79180000001', '10.0.0.1'), at(i * 2 * MINUTE))).resolves.toBe(0)
    }
    // The sixth, at 10 min, waits until the first one (at 0) is an hour old.
    await expect(consume(store, sendLimits('79180000001', '10.0.0.1'), at(10 * MINUTE))).resolves.toBe(50 * 60)
    await expect(consume(store, sendLimits('79180000001', '10.0.0.1'), at(HOUR))).resolves.toBe(0)
  })

  it('allows 30 sends per hour per IP across phones', async () => {
    const store = memoryStore()
    for (let i = 0; i < 30; i++) {
      const phone = `7918${String(i).padStart(7, '0')}`
      await expect(consume(store, sendLimits(phone, '10.0.0.1'), at(i * 1000))).resolves.toBe(0)
    }
    await expect(consume(store, sendLimits('79189999999', '10.0.0.1'), at(30_000))).resolves.toBe(HOUR / 1000 - 30)
    await expect(consume(store, sendLimits('79189999999', '10.0.0.2'), at(30_000))).resolves.toBe(0)
  })

  it('rounds a wait up to whole seconds, at least one', async () => {
    const store = memoryStore()
    await consume(store, sendLimits('79180000001', '10.0.0.1'), at(0))
    await expect(consume(store, sendLimits('79180000001', '10.0.0.1'), at(MINUTE - 1))).resolves.toBe(1)
    await expect(consume(store, sendLimits('79180000001', '10.0.0.1'), at(500))).resolves.toBe(60)
  })
})

describe('retryAfterSeconds and recordHit', () => {
  it('checks without counting, and counts failures only when told', async () => {
    const store = memoryStore()
    const limits = [{ key: 'login:79180000001', rules: [{ limit: 2, windowMs: MINUTE }] }]
    const now = new Date('2026-07-01T10:00:00Z')
    await expect(retryAfterSeconds(store, limits, now)).resolves.toBe(0)
    expect(store.hits).toHaveLength(0)
    await recordHit(store, ['login:79180000001'], now)
    await recordHit(store, ['login:79180000001'], now)
    await expect(retryAfterSeconds(store, limits, now)).resolves.toBe(60)
  })

  it('forgets hits past the retention', async () => {
    const store = memoryStore()
    const old = new Date('2026-07-01T00:00:00Z')
    await recordHit(store, ['a'], old)
    await recordHit(store, ['b'], new Date(old.getTime() + RETENTION_MS + 1))
    expect(store.hits.map((hit) => hit.key)).toEqual(['b'])
  })

  it('refuses a window longer than the retention', async () => {
    const limits = [{ key: 'a', rules: [{ limit: 1, windowMs: RETENTION_MS + 1 }] }]
    await expect(retryAfterSeconds(memoryStore(), limits)).rejects.toThrow(/retention/)
  })
})

import { backoffDelayMs, backoffWaitMs, reserveAttempt, type BackoffPolicy, type Reserved } from './attempts'
import { PASSWORD_BACKOFF, passwordLoginAttempts } from './limits'
import { memoryHitStore } from './store/memoryHitStore'

const SECOND = 1000
const MINUTE = 60 * SECOND
const keys = passwordLoginAttempts('79181234567')
const t0 = new Date('2026-07-01T10:00:00Z').getTime()
const at = (ms: number) => new Date(t0 + ms)

const wrong = async () => false
const right = async () => true

function reserved(result: Reserved) {
  if (!result.ok) throw new Error(`Refused for ${result.waitSeconds} s`)
  return result.reservation
}

describe('backoffDelayMs (the password policy)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1 * SECOND],
    [6, 2 * SECOND],
    [7, 4 * SECOND],
    [10, 32 * SECOND],
    [11, 60 * SECOND],
    [40, 60 * SECOND],
    [10_000, 60 * SECOND],
  ])('waits after %i failures: %i ms', (failures, expected) => {
    expect(backoffDelayMs(failures, PASSWORD_BACKOFF)).toBe(expected)
  })
})

describe('backoffWaitMs', () => {
  const policy: BackoffPolicy = {
    free: 2,
    baseMs: SECOND,
    capMs: 8 * SECOND,
    windowMs: MINUTE,
    inFlightMs: 30 * SECOND,
  }
  const now = t0

  it.each([
    ['nothing yet', [], 0],
    ['fewer failures than the free ones', [now - 100], 0],
    ['two failures: a second after the newest', [now - 5000, now - 200], 800],
    ['the newest, not the oldest, counts', [now - 200, now - 5000], 800],
    ['the wait is over', [now - 5000, now - 1000], 0],
    ['three failures: two seconds', [now - 300, now - 200, now - 100], 1900],
    ['capped', Array.from({ length: 30 }, () => now - 1000), 7000],
    ['failures past the window are forgotten', [now - MINUTE, now - 2 * MINUTE, now - 100], 0],
    ['a hit from a clock slightly ahead still counts', [now - 100, now + 50], 1050],
  ])('%s', (_case, times, expected) => {
    expect(backoffWaitMs(times, policy, now)).toBe(expected)
  })
})

describe('reserveAttempt', () => {
  it('lets the first five wrong passwords through at once, then makes each wait longer, never over a minute', async () => {
    const store = memoryHitStore()
    let now = 0
    for (let i = 0; i < 5; i++) {
      const attempt = reserved(await reserveAttempt(store, keys, PASSWORD_BACKOFF, at((now += 100))))
      expect(await attempt.check(wrong)).toBe(false)
    }
    const waits: number[] = []
    for (let failures = 5; failures < 14; failures++) {
      const refused = await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(now + 1))
      expect(refused.ok).toBe(false)
      const wait = (refused as { waitSeconds: number }).waitSeconds
      waits.push(wait)
      now += wait * SECOND
      const attempt = reserved(await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(now)))
      expect(await attempt.check(wrong)).toBe(false)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })

  it("lets the owner's right password in once the wait is over, and counts nothing for it", async () => {
    const store = memoryHitStore()
    for (let i = 0; i < 12; i++) await store.add([keys.failures], at(0))
    expect(await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(30 * SECOND))).toEqual({ ok: false, waitSeconds: 30 })
    const attempt = reserved(await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(MINUTE)))
    expect(await attempt.check(right)).toBe(true)
    expect(store.hits.filter((hit) => hit.key === keys.failures)).toHaveLength(12)
    expect(store.hits.filter((hit) => hit.key === keys.inFlight)).toHaveLength(0)
  })

  it('records nothing for a refused attempt, and lets the reservation go when the check throws', async () => {
    const store = memoryHitStore()
    for (let i = 0; i < 5; i++) await store.add([keys.failures], at(0))
    expect((await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(100))).ok).toBe(false)
    expect(store.hits).toHaveLength(5)

    const attempt = reserved(await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(2 * SECOND)))
    await expect(
      attempt.check(async () => {
        throw new Error('database gone')
      }),
    ).rejects.toThrow('database gone')
    expect(store.hits).toHaveLength(5)
    await expect(attempt.check(wrong)).rejects.toThrow(/one password only/)
  })

  it('counts other attempts in flight as failures, but not one whose request died long ago', async () => {
    const store = memoryHitStore()
    for (let i = 0; i < 4; i++) await store.add([keys.failures], at(0))
    await store.insert(keys.inFlight, at(10 * SECOND))
    // 4 failures + 1 in flight: the fifth counts, so this attempt waits a second after the newest.
    expect(await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(10 * SECOND))).toEqual({ ok: false, waitSeconds: 1 })
    // Forty seconds on, that in-flight hit is a dead request's: it no longer counts.
    const attempt = reserved(await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(50 * SECOND)))
    expect(await attempt.check(wrong)).toBe(false)
  })

  it('keeps the accounts apart', async () => {
    const store = memoryHitStore()
    for (let i = 0; i < 20; i++) await store.add([keys.failures], at(0))
    const other = passwordLoginAttempts('79180000000')
    expect((await reserveAttempt(store, other, PASSWORD_BACKOFF, at(1))).ok).toBe(true)
  })

  // The hash takes time, and a limit that was checked before it and counted after it let a whole
  // parallel burst through. Random pauses in every store call interleave the callers in many orders.
  it.each(Array.from({ length: 25 }, (_, run) => run))(
    'evaluates at most five of 30 parallel wrong passwords, in any interleaving (run %i)',
    async () => {
      const store = memoryHitStore(() => new Promise((resolve) => setTimeout(resolve, Math.random() * 3)))
      let evaluated = 0
      const hash = async () => {
        evaluated++
        await new Promise((resolve) => setTimeout(resolve, 5))
        return false
      }
      const results = await Promise.all(
        Array.from({ length: 30 }, async () => {
          const result = await reserveAttempt(store, keys, PASSWORD_BACKOFF, at(0))
          if (result.ok) await result.reservation.check(hash)
          return result.ok
        }),
      )
      expect(evaluated).toBe(results.filter(Boolean).length)
      expect(evaluated).toBeLessThanOrEqual(PASSWORD_BACKOFF.free)
      // Every reservation was let go; only the evaluated failures stay.
      expect(store.hits.filter((hit) => hit.key === keys.inFlight)).toHaveLength(0)
      expect(store.hits.filter((hit) => hit.key === keys.failures)).toHaveLength(evaluated)
    },
  )
})

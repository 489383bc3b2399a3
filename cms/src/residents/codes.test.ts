import { CODE_TTL_MS, hashCode, issueCode, MAX_ATTEMPTS, verifyCode, type CodeStore, type StoredCode } from './codes'

/** The persistence the collection gives, in memory. */
function memoryStore(): CodeStore & { rows: StoredCode[] } {
  let nextId = 1
  const rows: StoredCode[] = []
  return {
    rows,
    async replace(code) {
      for (let i = rows.length - 1; i >= 0; i--) {
        if (rows[i].phone === code.phone && rows[i].purpose === code.purpose) rows.splice(i, 1)
      }
      rows.push({ ...code, id: nextId++ })
    },
    async forPhone(phone) {
      return rows.filter((row) => row.phone === phone).map((row) => ({ ...row }))
    },
    async update(id, patch) {
      const row = rows.find((r) => r.id === id)
      if (row) Object.assign(row, patch)
    },
  }
}

const SECRET = 'test-secret'
const PHONE = '79181234567'
const T0 = new Date('2026-07-01T10:00:00Z')
const at = (ms: number) => ({ secret: SECRET, now: new Date(T0.getTime() + ms) })
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('issueCode', () => {
  it('gives 6 digits and stores only their HMAC, with a 5-minute expiry', async () => {
    const store = memoryStore()
    const code = await issueCode(store, PHONE, 'login', at(0))
    expect(code).toMatch(/^\d{6}$/)
    expect(store.rows).toHaveLength(1)
    const [row] = store.rows
    expect(row.codeHash).toBe(hashCode(SECRET, PHONE, code))
    expect(row.codeHash).not.toContain(code)
    expect(row.expiresAt.getTime() - T0.getTime()).toBe(CODE_TTL_MS)
    expect(row).toMatchObject({ phone: PHONE, purpose: 'login', attempts: 0, usedAt: null })
  })

  it('replaces the earlier code of the same purpose and keeps the other purpose', async () => {
    const store = memoryStore()
    const first = await issueCode(store, PHONE, 'login', at(0))
    const restore = await issueCode(store, PHONE, 'restore', at(0))
    const second = await issueCode(store, PHONE, 'login', at(1000))
    expect(store.rows.map((row) => row.purpose).sort()).toEqual(['login', 'restore'])
    if (first !== second)
      await expect(verifyCode(store, PHONE, first, at(2000))).resolves.toEqual({ ok: false, reason: 'wrong' })
    await expect(verifyCode(store, PHONE, second, at(2000))).resolves.toEqual({ ok: true, purpose: 'login' })
    await expect(verifyCode(store, PHONE, restore, at(2000))).resolves.toEqual({ ok: true, purpose: 'restore' })
  })

  it('spreads over the whole 000000–999999 range', async () => {
    const store = memoryStore()
    const codes = await Promise.all(Array.from({ length: 200 }, () => issueCode(store, PHONE, 'login', at(0))))
    expect(new Set(codes).size).toBeGreaterThan(190)
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
  })
})

describe('verifyCode', () => {
  it('accepts the right code once', async () => {
    const store = memoryStore()
    const code = await issueCode(store, PHONE, 'login', at(0))
    await expect(verifyCode(store, PHONE, code, at(1000))).resolves.toEqual({ ok: true, purpose: 'login' })
    await expect(verifyCode(store, PHONE, code, at(2000))).resolves.toEqual({ ok: false, reason: 'used' })
  })

  it('binds the code to its phone', async () => {
    const store = memoryStore()
    const code = await issueCode(store, PHONE, 'login', at(0))
    await expect(verifyCode(store, '79180000000', code, at(1000))).resolves.toEqual({ ok: false, reason: 'wrong' })
  })

  it('refuses the right code after 5 minutes', async () => {
    const store = memoryStore()
    const code = await issueCode(store, PHONE, 'login', at(0))
    await expect(verifyCode(store, PHONE, code, at(CODE_TTL_MS))).resolves.toEqual({ ok: false, reason: 'expired' })
    await expect(verifyCode(store, PHONE, wrongCode(code), at(CODE_TTL_MS))).resolves.toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('accepts the right code just before expiry, after four wrong ones', async () => {
    const store = memoryStore()
    const code = await issueCode(store, PHONE, 'login', at(0))
    for (let i = 0; i < MAX_ATTEMPTS - 1; i++) {
      await expect(verifyCode(store, PHONE, wrongCode(code), at(1000))).resolves.toEqual({ ok: false, reason: 'wrong' })
    }
    await expect(verifyCode(store, PHONE, code, at(CODE_TTL_MS - 1))).resolves.toEqual({ ok: true, purpose: 'login' })
  })

  it('burns the code on the fifth wrong attempt, and the right code no longer works', async () => {
    const store = memoryStore()
    const code = await issueCode(store, PHONE, 'login', at(0))
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await expect(verifyCode(store, PHONE, wrongCode(code), at(i))).resolves.toEqual({ ok: false, reason: 'wrong' })
    }
    await expect(verifyCode(store, PHONE, wrongCode(code), at(10))).resolves.toEqual({ ok: false, reason: 'burned' })
    await expect(verifyCode(store, PHONE, code, at(20))).resolves.toEqual({ ok: false, reason: 'burned' })
    await expect(verifyCode(store, PHONE, wrongCode(code), at(30))).resolves.toEqual({ ok: false, reason: 'burned' })
  })

  it('counts a wrong guess against every live code of the phone', async () => {
    const store = memoryStore()
    await issueCode(store, PHONE, 'login', at(0))
    await issueCode(store, PHONE, 'restore', at(0))
    await verifyCode(store, PHONE, 'abcdef', at(1))
    expect(store.rows.map((row) => row.attempts)).toEqual([1, 1])
  })

  it('gives a fresh code after a burned one', async () => {
    const store = memoryStore()
    const burned = await issueCode(store, PHONE, 'login', at(0))
    for (let i = 0; i < MAX_ATTEMPTS; i++) await verifyCode(store, PHONE, wrongCode(burned), at(i))
    const fresh = await issueCode(store, PHONE, 'login', at(60_000))
    await expect(verifyCode(store, PHONE, fresh, at(61_000))).resolves.toEqual({ ok: true, purpose: 'login' })
  })

  it('says "wrong" when the phone has no code at all', async () => {
    await expect(verifyCode(memoryStore(), PHONE, '123456', at(0))).resolves.toEqual({ ok: false, reason: 'wrong' })
  })

  it('does not accept a code hashed with another secret', async () => {
    const store = memoryStore()
    const code = await issueCode(store, PHONE, 'login', { secret: 'other-secret', now: T0 })
    await expect(verifyCode(store, PHONE, code, at(1000))).resolves.toEqual({ ok: false, reason: 'wrong' })
  })
})

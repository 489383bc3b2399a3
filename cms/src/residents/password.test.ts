import { hashPassword, verifyPassword, type ScryptParams } from './password'

// Small parameters keep the suite fast; the format and the checks are the same as in production.
const FAST: ScryptParams = { N: 2 ** 10, r: 8, p: 1 }

describe('hashPassword / verifyPassword', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('секрет-123', FAST)
    await expect(verifyPassword('секрет-123', stored, FAST)).resolves.toBe(true)
    await expect(verifyPassword('секрет-124', stored, FAST)).resolves.toBe(false)
    await expect(verifyPassword('', stored, FAST)).resolves.toBe(false)
  })

  it('salts every hash, so equal passwords are stored differently', async () => {
    const [a, b] = await Promise.all([hashPassword('same-password', FAST), hashPassword('same-password', FAST)])
    expect(a).not.toBe(b)
    await expect(verifyPassword('same-password', a, FAST)).resolves.toBe(true)
    await expect(verifyPassword('same-password', b, FAST)).resolves.toBe(true)
  })

  it('stores its parameters and never the password', async () => {
    const stored = await hashPassword('visible?', FAST)
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/)
    expect(stored).not.toContain('visible')
  })

  it('uses the production parameters by default', async () => {
    const stored = await hashPassword('default-params')
    expect(stored.startsWith('scrypt$32768$8$3$')).toBe(true)
    await expect(verifyPassword('default-params', stored)).resolves.toBe(true)
  })

  it('treats composed and decomposed letters alike (NFKC)', async () => {
    const stored = await hashPassword('пароль-й', FAST)
    await expect(verifyPassword('пароль-и\u0306', stored, FAST)).resolves.toBe(true)
  })

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not scrypt', 'bcrypt$10$abc'],
    ['too few parts', 'scrypt$1024$8$1$abc'],
    ['N not a power of two', 'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['N beyond the cap', 'scrypt$2147483648$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['p beyond the cap', 'scrypt$1024$8$99$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['short key', 'scrypt$1024$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA'],
  ])('refuses a %s stored hash without throwing', async (_case, stored) => {
    await expect(verifyPassword('whatever', stored, FAST)).resolves.toBe(false)
  })
})

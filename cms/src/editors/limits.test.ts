import { waitForAll, type Hit } from '@/residents/rateLimit'
import { editorLoginLimits } from './limits'
import { normaliseEmail } from './timing'

const MINUTE = 60_000
const now = 1_000 * MINUTE
const ago = (key: string, count: number): Hit[] =>
  Array.from({ length: count }, (_, i) => ({ key, at: new Date(now - (i + 1) * 1000) }))

describe("the editors' login limits", () => {
  const email = 'editor@anapa.local'

  it('stops one address after 5 failures on one account, and leaves the account open elsewhere', () => {
    const attacker = editorLoginLimits(email, '198.51.100.1')
    const failures = ago(`editor-login:account-ip:${email}|198.51.100.1`, 5).concat(
      ago('editor-login:ip:198.51.100.1', 5),
    )
    expect(waitForAll(failures, attacker, now)).toBeGreaterThan(0)
    expect(waitForAll(failures, editorLoginLimits(email, '203.0.113.9'), now)).toBe(0)
  })

  it('stops one address after 20 failures over any accounts', () => {
    const limits = editorLoginLimits('other@anapa.local', '198.51.100.1')
    expect(waitForAll(ago('editor-login:ip:198.51.100.1', 19), limits, now)).toBe(0)
    expect(waitForAll(ago('editor-login:ip:198.51.100.1', 20), limits, now)).toBeGreaterThan(0)
  })

  it('never holds the editor back for failures made from other addresses, however many', () => {
    const elsewhere = Array.from({ length: 1000 }, (_, i) =>
      ago(`editor-login:account-ip:${email}|198.51.${Math.floor(i / 250)}.${i % 250}`, 20),
    ).flat()
    expect(waitForAll(elsewhere, editorLoginLimits(email, '203.0.113.9'), now)).toBe(0)
  })

  it('keys on the e-mail as Payload looks it up', () => {
    expect(normaliseEmail('  Editor@Anapa.Local ')).toBe(email)
    expect(editorLoginLimits(normaliseEmail('EDITOR@anapa.local'), 'x')[0]!.key).toBe(
      `editor-login:account-ip:${email}|x`,
    )
  })
})

import { copyIsStale, freshResidentCopy, type CopySources } from './freshResidentCopy'
import { answeredAppeal, copy, lists, RESIDENT_ID } from '@/lib/test/residentCopy'

function sources(): CopySources & { appealCalls: string[] } {
  const appealCalls: string[] = []
  return {
    appealCalls,
    lists: async () => lists,
    appeal: async (id) => {
      appealCalls.push(id)
      return { ...answeredAppeal, id }
    },
  }
}

const NOW = new Date('2026-11-28T12:00:00.000Z')

describe('freshResidentCopy', () => {
  it('keeps every list for its owner, and the conditions of the favourite beaches only', async () => {
    const made = await freshResidentCopy(RESIDENT_ID, sources(), null, NOW)
    expect(made).toEqual({ ...copy, savedAt: NOW.toISOString() })
    expect(made.favoriteBeaches.map((beach) => beach.id)).toEqual(['12'])
  })

  it('asks for an appeal only when it is new or its status changed since the last copy', async () => {
    const unchanged = sources()
    await freshResidentCopy(RESIDENT_ID, unchanged, copy, NOW)
    expect(unchanged.appealCalls).toEqual([])

    const changed = sources()
    const older = { ...copy, appeals: [{ ...answeredAppeal, statusLabel: 'Новое', answer: null }] }
    const made = await freshResidentCopy(RESIDENT_ID, changed, older, NOW)
    expect(changed.appealCalls).toEqual(['31'])
    expect(made.appeals[0]!.answer?.text).toBe('Фонарь заменён.')
  })

  it('never reuses another resident’s appeals', async () => {
    const asked = sources()
    await freshResidentCopy(RESIDENT_ID, asked, { ...copy, owner: '8' }, NOW)
    expect(asked.appealCalls).toEqual(['31'])
  })

  it('fails as a whole when the lists cannot be had, so the last copy stays as it was', async () => {
    const failing: CopySources = { lists: () => Promise.reject(new Error('offline')), appeal: sources().appeal }
    await expect(freshResidentCopy(RESIDENT_ID, failing, copy, NOW)).rejects.toThrow('offline')
  })
})

describe('copyIsStale', () => {
  const savedAt = new Date(copy.savedAt).getTime()
  const at = (ms: number) => new Date(savedAt + ms)

  it('holds a copy for a minute on a cabinet page and fifteen elsewhere', () => {
    expect(copyIsStale(copy, RESIDENT_ID, { now: at(30_000), onCabinetPage: true })).toBe(false)
    expect(copyIsStale(copy, RESIDENT_ID, { now: at(61_000), onCabinetPage: true })).toBe(true)
    expect(copyIsStale(copy, RESIDENT_ID, { now: at(14 * 60_000), onCabinetPage: false })).toBe(false)
    expect(copyIsStale(copy, RESIDENT_ID, { now: at(16 * 60_000), onCabinetPage: false })).toBe(true)
  })

  it('takes no copy, another resident’s, or one from the future (a changed clock) for stale', () => {
    expect(copyIsStale(null, RESIDENT_ID, { now: at(0), onCabinetPage: false })).toBe(true)
    expect(copyIsStale(copy, '8', { now: at(0), onCabinetPage: false })).toBe(true)
    expect(copyIsStale(copy, RESIDENT_ID, { now: at(-60_000), onCabinetPage: false })).toBe(true)
  })
})

import { SAVED_AT_HEADER } from '../deviceCopy'
import { DeviceCopies, stamped } from './deviceCopies'

const ORIGIN = 'https://anapa.example'
const url = (path: string) => new URL(path, ORIGIN)
const fromNetwork = () => new Response('page')
const fromDevice = (savedAt: string) => new Response('page', { headers: { [SAVED_AT_HEADER]: savedAt } })

describe('DeviceCopies: where each tab’s page came from', () => {
  it('answers the saved-at time of a kept copy, and null for a network answer', () => {
    const copies = new DeviceCopies()
    copies.note('tab-1', url('/plyazhi/12'), fromDevice('2026-11-28T11:05:00.000Z'))
    copies.note('tab-2', url('/plyazhi/12'), fromNetwork())
    expect(copies.savedAt('tab-1', '/plyazhi/12')).toBe('2026-11-28T11:05:00.000Z')
    expect(copies.savedAt('tab-2', '/plyazhi/12')).toBeNull()
    expect(copies.savedAt('tab-3', '/plyazhi/12')).toBeNull()
  })

  it('a page’s data counts for the page, whatever its query', () => {
    const copies = new DeviceCopies()
    copies.note(
      'tab-1',
      url('/_next/data/b1/afisha/spisok/vse/2.json?filter=vse&page=2'),
      fromDevice('2026-11-28T11:05:00.000Z'),
    )
    expect(copies.savedAt('tab-1', '/afisha/spisok/vse/2')).toBe('2026-11-28T11:05:00.000Z')
  })

  it('a fresh answer replaces what the tab got before for the same page', () => {
    const copies = new DeviceCopies()
    copies.note('tab-1', url('/afisha'), fromDevice('2026-11-28T11:05:00.000Z'))
    copies.note('tab-1', url('/_next/data/b1/afisha.json'), fromNetwork())
    expect(copies.savedAt('tab-1', '/afisha')).toBeNull()
  })

  it('forgets the oldest tabs beyond its cap', () => {
    const copies = new DeviceCopies(2)
    for (const tab of ['a', 'b', 'c']) copies.note(tab, url('/'), fromDevice('2026-11-28T11:05:00.000Z'))
    expect(copies.savedAt('a', '/')).toBeNull()
    expect(copies.savedAt('c', '/')).toBe('2026-11-28T11:05:00.000Z')
  })
})

describe('stamped', () => {
  it('copies the answer with the time it is saved', async () => {
    const original = new Response('<h1>Пляж</h1>', { headers: { 'content-type': 'text/html' } })
    const copy = stamped(original, new Date('2026-11-28T11:05:00Z'))
    expect(copy.headers.get(SAVED_AT_HEADER)).toBe('2026-11-28T11:05:00.000Z')
    expect(copy.headers.get('content-type')).toBe('text/html')
    expect(await copy.text()).toBe('<h1>Пляж</h1>')
  })
})

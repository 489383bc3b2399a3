import { favoritesWithQueued } from './favoritesWithQueued'
import type { QueuedFavorite } from './outbox'

const change = (action: 'add' | 'remove', slug: string, refusal: string | null = null): QueuedFavorite => ({
  id: `favorite:BEACH:${slug}`,
  kind: 'favorite',
  owner: '7',
  queuedAt: '2026-11-29T09:00:00.000Z',
  action,
  entity: 'BEACH',
  slug,
  title: `Пляж ${slug}`,
  refusal,
})

describe('favoritesWithQueued', () => {
  const known = new Set(['BEACH:1', 'PLACE:mayak'])

  it('applies the waiting additions and removals to the favourites known', () => {
    expect([...favoritesWithQueued(known, [change('add', '2'), change('remove', '1')])!].sort()).toEqual([
      'BEACH:2',
      'PLACE:mayak',
    ])
  })

  it('leaves out a change the server refused, and knows nothing while nothing is known', () => {
    expect(favoritesWithQueued(known, [change('add', '3', 'Больше недоступно')])).toBe(known)
    expect(favoritesWithQueued(null, [change('add', '2')])).toBeNull()
  })
})

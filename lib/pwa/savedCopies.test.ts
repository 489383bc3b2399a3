import { clearSavedCopies, keepWithinBudget, savedBytes } from './savedCopies'

/** Cache Storage with entries of known sizes; usage is their sum, as the browser would count it. */
function device(entries: Record<string, number[]>) {
  const stores = new Map<string, Map<string, number>>(
    Object.entries(entries).map(([name, sizes]) => [name, new Map(sizes.map((size, i) => [`/${name}/${i}`, size]))]),
  )
  const cacheOf = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map())
    const store = stores.get(name)!
    return {
      keys: async () => [...store.keys()].map((url) => ({ url })),
      delete: async (request: { url: string }) => store.delete(request.url),
    }
  }
  const cacheStorage = {
    keys: async () => [...stores.keys()],
    open: async (name: string) => cacheOf(name),
    delete: async (name: string) => stores.delete(name),
  } as unknown as CacheStorage
  const usage = () =>
    [...stores.values()].reduce((sum, store) => sum + [...store.values()].reduce((a, b) => a + b, 0), 0)
  const storage = { estimate: async () => ({ usage: usage() }) }
  return { stores, cacheStorage, storage, usage }
}

describe('keepWithinBudget', () => {
  it('does nothing within the budget', async () => {
    const { cacheStorage, storage } = device({ 'anapa-pages': [10, 10] })
    expect(await keepWithinBudget(storage, cacheStorage, 100)).toBe(0)
  })

  it('removes the oldest pictures first, then pages, until within the budget', async () => {
    const { stores, cacheStorage, storage, usage } = device({
      'anapa-pictures': [30, 30, 30],
      'anapa-pages': [10, 10, 10],
    })
    expect(await keepWithinBudget(storage, cacheStorage, 40, 1)).toBe(3)
    expect(usage()).toBeLessThanOrEqual(40)
    expect([...stores.get('anapa-pictures')!.keys()]).toEqual([])
    expect([...stores.get('anapa-pages')!.keys()]).toEqual(['/anapa-pages/0', '/anapa-pages/1', '/anapa-pages/2'])
  })

  it('takes pages, oldest first, once the pictures are gone', async () => {
    const { stores, cacheStorage, storage } = device({ 'anapa-pages': [10, 10, 10, 10] })
    await keepWithinBudget(storage, cacheStorage, 25, 1)
    expect([...stores.get('anapa-pages')!.keys()]).toEqual(['/anapa-pages/2', '/anapa-pages/3'])
  })
})

describe('clearSavedCopies', () => {
  it('deletes every cache of ours and leaves the offline page’s precache', async () => {
    const { stores, cacheStorage } = device({
      'anapa-pages': [1],
      'anapa-pictures': [1],
      'serwist-precache-v2-https://anapa.example/': [1],
    })
    await clearSavedCopies(cacheStorage)
    expect([...stores.keys()]).toEqual(['serwist-precache-v2-https://anapa.example/'])
  })
})

describe('savedBytes', () => {
  it('is the browser’s estimate, or null when there is none', async () => {
    expect(await savedBytes({ estimate: async () => ({ usage: 1234 }) })).toBe(1234)
    expect(await savedBytes(undefined)).toBeNull()
    expect(
      await savedBytes({
        estimate: async () => {
          throw new Error('SecurityError')
        },
      }),
    ).toBeNull()
  })
})

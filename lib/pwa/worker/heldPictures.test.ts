import { HeldPictures } from './heldPictures'

const ORIGIN = 'https://anapa.example'
const optimised = (source: string, width = 640) =>
  new URL(`/_next/image?url=${encodeURIComponent(source)}&w=${width}&q=75`, ORIGIN)

/** Cache Storage as the worker sees it, in memory: enough for one settings entry. */
function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      put: async (key: string, response: Response) => void store.set(key, response),
      match: async (key: string) => store.get(key)?.clone(),
    } as unknown as Cache
  }
  return { open } as unknown as CacheStorage
}

describe('HeldPictures: low-data mode in the service worker', () => {
  it('holds back every width of a picture through the optimiser while the mode is on', async () => {
    const pictures = new HeldPictures(memoryCaches(), ORIGIN)
    await pictures.setSaving(true)
    expect(await pictures.held(optimised('/media/beach.jpg', 640))).toBe(true)
    expect(await pictures.held(optimised('/media/beach.jpg', 1080))).toBe(true)
  })

  it('lets a tapped picture through at any width, however its address was written; the others still wait', async () => {
    const pictures = new HeldPictures(memoryCaches(), ORIGIN)
    await pictures.setSaving(true)
    pictures.show('/media/beach.jpg')
    expect(await pictures.held(optimised('/media/beach.jpg', 640))).toBe(false)
    expect(await pictures.held(optimised(`${ORIGIN}/media/beach.jpg`, 1080))).toBe(false)
    expect(await pictures.held(optimised('/media/pier.jpg'))).toBe(true)
  })

  it('lets everything through while the mode is off, or before any page said', async () => {
    const neverTold = new HeldPictures(memoryCaches(), ORIGIN)
    expect(await neverTold.held(optimised('/media/beach.jpg'))).toBe(false)
    const pictures = new HeldPictures(memoryCaches(), ORIGIN)
    await pictures.setSaving(true)
    await pictures.setSaving(false)
    expect(await pictures.held(optimised('/media/beach.jpg'))).toBe(false)
  })

  it('holds nothing but the optimiser’s pictures: icons, original files for the lightbox, pages', async () => {
    const pictures = new HeldPictures(memoryCaches(), ORIGIN)
    await pictures.setSaving(true)
    for (const path of ['/icons.svg', '/media/beach.jpg', '/plyazhi', '/_next/image']) {
      expect(await pictures.held(new URL(path, ORIGIN))).toBe(false)
    }
  })

  it('remembers the mode across a restart of the worker (the browser stops an idle one)', async () => {
    const caches = memoryCaches()
    await new HeldPictures(caches, ORIGIN).setSaving(true)
    const restarted = new HeldPictures(caches, ORIGIN)
    expect(await restarted.held(optimised('/media/beach.jpg'))).toBe(true)
  })
})

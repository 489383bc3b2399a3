import { createDrawerHistory, DRAWER_ENTRY } from './dialogHistory'

/**
 * jsdom's history, with a stand-in for Next's router: it listens to popstate first (as the router,
 * created before any drawer, does), asks the beforePopState callback, and records the pops it would
 * have acted on (re-rendering or navigating).
 */
function setup() {
  window.history.replaceState({ __N: true, as: '/plyazhi', key: 'page' }, '', '/plyazhi')
  let bps: ((state: unknown) => boolean) | null = null
  const routerHandled: unknown[] = []
  const routerListener = (event: PopStateEvent) => {
    if (!bps || bps(event.state)) routerHandled.push(event.state)
  }
  window.addEventListener('popstate', routerListener)
  const drawer = createDrawerHistory(window, (cb) => {
    bps = cb
  })
  const popped = () =>
    new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }))
  return {
    drawer,
    routerHandled,
    popped,
    cleanup: () => window.removeEventListener('popstate', routerListener),
  }
}

const length = () => window.history.length

describe('the auth drawer history entry', () => {
  let env: ReturnType<typeof setup>
  beforeEach(() => {
    env = setup()
  })
  afterEach(() => env.cleanup())

  it('pushes one entry on the same address, keeping the router state, and opening twice pushes once', () => {
    const before = length()
    env.drawer.open(jest.fn())
    env.drawer.open(jest.fn())
    expect(length()).toBe(before + 1)
    expect(window.location.pathname).toBe('/plyazhi')
    expect(window.history.state).toMatchObject({ __N: true, as: '/plyazhi', key: 'page' })
    expect(window.history.state[DRAWER_ENTRY]).toEqual(expect.any(String))
  })

  it('Back closes the drawer and stays on the page; the router leaves that pop alone', async () => {
    const onBack = jest.fn()
    env.drawer.open(onBack)
    const popped = env.popped()
    window.history.back()
    await popped
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(window.location.pathname).toBe('/plyazhi')
    expect(window.history.state).toEqual({ __N: true, as: '/plyazhi', key: 'page' })
    expect(env.routerHandled).toEqual([])
    // Closing afterwards (the drawer's unmount) has nothing left to take back.
    const then = jest.fn()
    env.drawer.close(then)
    expect(then).toHaveBeenCalledTimes(1)
    expect(window.history.state).toEqual({ __N: true, as: '/plyazhi', key: 'page' })
  })

  it('the close button takes the entry off without a stray entry, and without onBack', async () => {
    const onBack = jest.fn()
    env.drawer.open(onBack)
    const popped = env.popped()
    const then = jest.fn()
    env.drawer.close(then)
    // What comes next waits for the pop to land.
    expect(then).not.toHaveBeenCalled()
    await popped
    expect(then).toHaveBeenCalledTimes(1)
    expect(onBack).not.toHaveBeenCalled()
    expect(window.history.state).toEqual({ __N: true, as: '/plyazhi', key: 'page' })
    expect(env.routerHandled).toEqual([])
  })

  it('a navigation asked for while the entry goes runs after it, in order', async () => {
    const order: string[] = []
    env.drawer.open(jest.fn())
    const popped = env.popped()
    env.drawer.close()
    env.drawer.close(() => order.push('navigate'))
    await popped
    expect(order).toEqual(['navigate'])
  })

  it('opening again while the entry is still going pushes a fresh one once the pop has landed', async () => {
    const onBack = jest.fn()
    env.drawer.open(jest.fn())
    const before = length()
    const popped = env.popped()
    env.drawer.close()
    env.drawer.open(onBack)
    await popped
    expect(window.history.state[DRAWER_ENTRY]).toEqual(expect.any(String))
    expect(length()).toBe(before)
    const back = env.popped()
    window.history.back()
    await back
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('a pop to another address (several pages back at once) is still the router’s, and closes the drawer', async () => {
    window.history.pushState({ __N: true, as: '/plyazhi/3', key: 'beach' }, '', '/plyazhi/3')
    const onBack = jest.fn()
    env.drawer.open(onBack)
    const popped = env.popped()
    window.history.go(-2)
    await popped
    expect(window.location.pathname).toBe('/plyazhi')
    expect(env.routerHandled).toEqual([{ __N: true, as: '/plyazhi', key: 'page' }])
    expect(onBack).toHaveBeenCalledTimes(1)
  })

  it('an entry a navigation has covered is left alone: closing never goes back', () => {
    env.drawer.open(jest.fn())
    // The router navigated on top of the drawer's entry.
    window.history.pushState({ __N: true, as: '/izbrannoe', key: 'next' }, '', '/izbrannoe')
    const back = jest.spyOn(window.history, 'back')
    const then = jest.fn()
    env.drawer.close(then)
    expect(back).not.toHaveBeenCalled()
    expect(then).toHaveBeenCalledTimes(1)
    back.mockRestore()
  })
})

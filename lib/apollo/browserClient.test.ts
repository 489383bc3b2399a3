/** Runs in node (unit-node): `window` is what tells the browser from the server. */
describe('getBrowserClient', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window
  })

  it('refuses to run on the server, where a shared client would leak one resident to another', () => {
    jest.isolateModules(() => {
      const { getBrowserClient } = jest.requireActual<typeof import('./browserClient')>('./browserClient')
      expect(() => getBrowserClient()).toThrow(/browser only/)
    })
  })

  it('gives one client per tab', () => {
    ;(globalThis as { window?: unknown }).window = {}
    jest.isolateModules(() => {
      const { getBrowserClient } = jest.requireActual<typeof import('./browserClient')>('./browserClient')
      expect(getBrowserClient()).toBe(getBrowserClient())
    })
  })
})

import {
  PushError,
  applicationServerKey,
  disablePush,
  enablePush,
  pushState,
  type PushBrowser,
  type PushServer,
} from './subscription'
import { deviceLabel } from './deviceLabel'

/** A browser's PushManager as the spec describes it: one subscription per registration. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
} = {}) {
  const state = { permission, current: null as null | ReturnType<typeof subscriptionFor>, prompts: 0 }
  const subscribeCalls: PushSubscriptionOptionsInit[] = []
  function subscriptionFor(endpoint: string) {
    const subscription = {
      endpoint,
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: 'BNcRdreALRFX', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
      unsubscribe: jest.fn(async () => {
        if (state.current === subscription) state.current = null
        return true
      }),
    }
    return subscription
  }
  const manager = {
    getSubscription: jest.fn(async () => state.current as unknown as PushSubscription | null),
    subscribe: jest.fn(async (options: PushSubscriptionOptionsInit) => {
      if (state.permission !== 'granted') throw new DOMException('Permission denied', 'NotAllowedError')
      subscribeCalls.push(options)
      state.current = subscriptionFor('https://fcm.googleapis.com/fcm/send/abc123')
      return state.current as unknown as PushSubscription
    }),
  }
  const browser: PushBrowser = {
    permission: () => state.permission,
    requestPermission: jest.fn(async () => {
      state.prompts += 1
      state.permission = answer
      return answer
    }),
    pushManager: async () => manager,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  }
  return { browser, state, manager, subscribeCalls }
}

function fakeServer({
  key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' as string | null,
  fail = null as Error | null,
} = {}) {
  const subscribed: { token: string; device: string }[] = []
  const unsubscribed: string[] = []
  const server: PushServer = {
    publicKey: async () => key,
    subscribe: async (token, device) => {
      if (fail) throw fail
      subscribed.push({ token, device })
    },
    unsubscribe: async (endpoint) => {
      if (fail) throw fail
      unsubscribed.push(endpoint)
    },
  }
  return { server, subscribed, unsubscribed }
}

describe('the push subscription flow (fake PushManager)', () => {
  it('reads the state without prompting: unsupported, off, denied, on', async () => {
    expect(await pushState(null)).toBe('unsupported')
    const fresh = fakeBrowser()
    expect(await pushState(fresh.browser)).toBe('off')
    expect(await pushState(fakeBrowser({ permission: 'denied' }).browser)).toBe('denied')
    expect(fresh.browser.requestPermission).not.toHaveBeenCalled()
    const granted = fakeBrowser({ permission: 'granted' })
    await granted.manager.subscribe({})
    expect(await pushState(granted.browser)).toBe('on')
  })

  it('on enable: asks once, subscribes with the VAPID key and sends the serialised subscription and device', async () => {
    const { browser, state, subscribeCalls } = fakeBrowser()
    const { server, subscribed } = fakeServer()
    expect(await enablePush(browser, server)).toBe('on')
    expect(state.prompts).toBe(1)
    expect(subscribeCalls).toHaveLength(1)
    expect(subscribeCalls[0]?.userVisibleOnly).toBe(true)
    expect(subscribeCalls[0]?.applicationServerKey).toEqual(
      applicationServerKey('BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'),
    )
    expect(subscribed).toEqual([
      {
        token: JSON.stringify({
          endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
          expirationTime: null,
          keys: { p256dh: 'BNcRdreALRFX', auth: 'tBHItJI5svbpez7KI4CCXg' },
        }),
        device: 'Chrome, Android',
      },
    ])
    expect(await pushState(browser)).toBe('on')
  })

  it('does not prompt again once granted, and reuses an existing subscription', async () => {
    const { browser, state, manager } = fakeBrowser({ permission: 'granted' })
    await manager.subscribe({})
    manager.subscribe.mockClear()
    const { server, subscribed } = fakeServer()
    expect(await enablePush(browser, server)).toBe('on')
    expect(state.prompts).toBe(0)
    expect(manager.subscribe).not.toHaveBeenCalled()
    expect(subscribed).toHaveLength(1)
  })

  it('a refused prompt subscribes nothing and says denied; a dismissed one stays off', async () => {
    const refused = fakeBrowser({ answer: 'denied' })
    const first = fakeServer()
    expect(await enablePush(refused.browser, first.server)).toBe('denied')
    expect(refused.manager.subscribe).not.toHaveBeenCalled()
    expect(first.subscribed).toEqual([])

    const dismissed = fakeBrowser({ answer: 'default' })
    const second = fakeServer()
    expect(await enablePush(dismissed.browser, second.server)).toBe('off')
    expect(second.subscribed).toEqual([])
  })

  it('rolls the browser subscription back when the gateway refuses it', async () => {
    const { browser, state } = fakeBrowser()
    const { server } = fakeServer({ fail: new Error('Недействительная подписка на уведомления') })
    await expect(enablePush(browser, server)).rejects.toThrow('Недействительная подписка на уведомления')
    expect(state.current).toBeNull()
    expect(await pushState(browser)).toBe('off')
  })

  it('without a VAPID key (push not configured) subscribes nothing and explains', async () => {
    const { browser, manager } = fakeBrowser()
    await expect(enablePush(browser, fakeServer({ key: null }).server)).rejects.toBeInstanceOf(PushError)
    expect(manager.subscribe).not.toHaveBeenCalled()
  })

  it('without push support explains instead of failing', async () => {
    await expect(enablePush(null, fakeServer().server)).rejects.toThrow('Уведомления на этом устройстве недоступны')
  })

  it('turning off unsubscribes in the browser and tells the gateway the endpoint', async () => {
    const { browser, state } = fakeBrowser()
    const { server, unsubscribed } = fakeServer()
    await enablePush(browser, server)
    expect(await disablePush(browser, server)).toBe('off')
    expect(state.current).toBeNull()
    expect(unsubscribed).toEqual(['https://fcm.googleapis.com/fcm/send/abc123'])
  })

  it('turning off stops the browser receiving even when the gateway call fails, and reports it', async () => {
    const { browser, state } = fakeBrowser()
    await enablePush(browser, fakeServer().server)
    await expect(disablePush(browser, fakeServer({ fail: new Error('Произошла ошибка') }).server)).rejects.toThrow(
      'Произошла ошибка',
    )
    expect(state.current).toBeNull()
  })

  it('turning off with nothing subscribed calls nobody', async () => {
    const { browser } = fakeBrowser({ permission: 'granted' })
    const { server, unsubscribed } = fakeServer()
    expect(await disablePush(browser, server)).toBe('off')
    expect(unsubscribed).toEqual([])
  })
})

describe('helpers', () => {
  it('decodes a base64url VAPID key to its 65 bytes', () => {
    const bytes = applicationServerKey(
      'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    )
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(0x04)
  })

  it.each([
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', 'Chrome, Android'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      'Safari, iOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox, Windows'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0', 'Edge, Windows'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 YaBrowser/24.1 Safari/537.36',
      'Яндекс Браузер, Linux',
    ],
    ['curl/8.0', 'Браузер'],
  ])('labels %s as %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label)
  })
})

import { GATEWAY_PATH } from '@/lib/net/gatewayCall'
import { renewSubscription, type RenewalScope } from './pushRenewal'

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

function subscription(endpoint: string): PushSubscription {
  return {
    endpoint,
    options: { applicationServerKey: new ArrayBuffer(65), userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
  } as unknown as PushSubscription
}

function scope({ answer = { data: { ok: true } }, status = 200 } = {}) {
  const calls: {
    url: string
    init: RequestInit
    body: { operationName: string; variables: Record<string, string> }
  }[] = []
  const subscribe = jest.fn(async () => subscription('https://push.example/new'))
  const fake: RenewalScope = {
    registration: { pushManager: { subscribe } },
    navigator: { userAgent: CHROME_ANDROID },
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url, init, body: JSON.parse(init.body as string) })
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch,
  }
  return { fake, calls, subscribe }
}

describe('renewSubscription: the browser renewed its push subscription', () => {
  it('tells the gateway the new one with the cookie, as JSON, and drops the old', async () => {
    const { fake, calls, subscribe } = scope()
    const endpoint = await renewSubscription(fake, {
      oldSubscription: subscription('https://push.example/old'),
      newSubscription: subscription('https://push.example/new'),
    })
    expect(endpoint).toBe('https://push.example/new')
    expect(subscribe).not.toHaveBeenCalled()
    expect(calls.map((c) => [c.url, c.init.method, c.init.credentials, c.body.operationName])).toEqual([
      [GATEWAY_PATH, 'POST', 'same-origin', 'RenewPushSubscription'],
      [GATEWAY_PATH, 'POST', 'same-origin', 'DropPushSubscription'],
    ])
    expect(calls[0]!.init.headers).toEqual({ 'content-type': 'application/json' })
    expect(JSON.parse(calls[0]!.body.variables.token!)).toEqual({
      endpoint: 'https://push.example/new',
      keys: { p256dh: 'p', auth: 'a' },
    })
    expect(calls[0]!.body.variables.device).toBe('Chrome, Android')
    expect(calls[1]!.body.variables).toEqual({ endpoint: 'https://push.example/old' })
  })

  it('subscribes again with the old options when the browser hands over none', async () => {
    const { fake, calls, subscribe } = scope()
    const old = subscription('https://push.example/old')
    expect(await renewSubscription(fake, { oldSubscription: old, newSubscription: null })).toBe(
      'https://push.example/new',
    )
    expect(subscribe).toHaveBeenCalledWith(old.options)
    expect(calls).toHaveLength(2)
  })

  it('does nothing with nothing to renew', async () => {
    const { fake, calls } = scope()
    expect(await renewSubscription(fake, { oldSubscription: null, newSubscription: null })).toBeNull()
    expect(calls).toEqual([])
  })

  it('fails loudly when the gateway refuses (the browser may fire the event again)', async () => {
    const { fake } = scope({ answer: { errors: [{ message: 'Требуется авторизация' }] } as never })
    await expect(
      renewSubscription(fake, { oldSubscription: null, newSubscription: subscription('https://push.example/new') }),
    ).rejects.toThrow('RenewPushSubscription')
  })
})

import { parseDsn } from '@anapa/shared/errors/dsn'
import { reportRequestError } from '@anapa/shared/errors/nextRequestError'
import { createErrorReporter } from '@anapa/shared/errors/reporter'

import { onRequestError } from '@/instrumentation'

/** What a stand-in collector received: the events, parsed from their envelopes. */
function collector() {
  const bodies: string[] = []
  const fetchStub = (async (_url: string, init: RequestInit) => {
    bodies.push(String(init.body))
    return new Response(null, { status: 200 })
  }) as typeof fetch
  const events = () => bodies.map((body) => JSON.parse(body.split('\n')[2]!) as Record<string, unknown>)
  return { fetchStub, bodies, events }
}

const request = {
  path: '/moi-obrashcheniya/appeal-17?phone=%2B79181234567&token=GkU1q_W8d-3xZkP0sVtQe9mYbN2cRhLf7aJdUoI4nE',
  method: 'GET',
  headers: {
    cookie: 'token=GkU1q_W8d-3xZkP0sVtQe9mYbN2cRhLf7aJdUoI4nE; consent=1',
    authorization: 'Bearer GkU1q_W8d-3xZkP0sVtQe9mYbN2cRhLf7aJdUoI4nE',
    'x-csrf-token': 'c5f1',
    'x-request-id': '3f2a9c0d1e4b5a69',
    'user-agent': 'Mozilla/5.0',
  },
}

const context = {
  routerKind: 'Pages Router' as const,
  routePath: '/moi-obrashcheniya/appeal-[id]',
  routeType: 'render' as const,
  renderSource: 'server-rendering' as const,
  revalidateReason: undefined,
}

describe('the site’s onRequestError', () => {
  it('reports the route, method and request id, and nothing personal', async () => {
    const { fetchStub, bodies, events } = collector()
    const reporter = createErrorReporter({
      dsn: parseDsn('http://f00dcafe@127.0.0.1:9/1'),
      app: 'site',
      fetch: fetchStub,
    })
    const error = new Error('Обращение жителя +7 (918) 123-45-67, ivan.petrov@mail.ru, не загрузилось')
    reportRequestError(reporter, error, request, context)
    await reporter.flush()

    expect(events()).toEqual([
      expect.objectContaining({
        transaction: 'GET /moi-obrashcheniya/appeal-[id]',
        tags: {
          app: 'site',
          source: 'next',
          method: 'GET',
          route: '/moi-obrashcheniya/appeal-[id]',
          request_id: '3f2a9c0d1e4b5a69',
          router_kind: 'Pages Router',
          route_type: 'render',
          render_source: 'server-rendering',
        },
        request: { method: 'GET', url: '/moi-obrashcheniya/appeal-17?phone=[filtered]&token=[filtered]' },
      }),
    ])
    const sent = bodies.join('\n')
    expect(events()[0]!.exception).toMatchObject({
      values: [{ type: 'Error', value: 'Обращение жителя [phone], [email], не загрузилось' }],
    })
    for (const secret of ['9181234567', 'ivan.petrov', 'GkU1q_W8d', 'c5f1', 'Mozilla', 'consent']) {
      expect(sent).not.toContain(secret)
    }
  })

  it('sends nothing without SENTRY_DSN', async () => {
    const saved = process.env
    process.env = { ...saved, NEXT_RUNTIME: 'nodejs', SENTRY_DSN: '' }
    const fetchSpy = jest.spyOn(globalThis, 'fetch')
    try {
      await onRequestError(new Error('boom'), request, context)
      expect(fetchSpy).not.toHaveBeenCalled()
    } finally {
      fetchSpy.mockRestore()
      process.env = saved
    }
  })
})

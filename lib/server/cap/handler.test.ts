import type { NextApiRequest } from 'next'

import { CityApi } from '@/graphql/datasources/CityApi'
import { parseXml } from '@/lib/test/xml'
import { recordingResponse } from '@/lib/test/recordingResponse'

import { ALERT_NOT_FOUND_TEXT, CAP_CACHE_CONTROL, capHandler, CMS_DOWN_TEXT } from './handler'
import { testAlert } from './testAlert'

const SITE = 'https://anapa.example'

const storm = testAlert('anapa-1795856400000-0a1b2c3d', '2026-11-28T09:00:00.000Z', 'Шторм')

/** A CMS that answers each path with a status and a body, or cannot be reached at all. */
function cms(routes: Record<string, [number, unknown]> | 'down') {
  const calls: string[] = []
  const fetchImpl = (async (url: string | URL | Request) => {
    const path = new URL(String(url)).pathname
    calls.push(path)
    if (routes === 'down') throw new TypeError('fetch failed')
    const [status, body] = routes[path] ?? [404, { data: { message: 'Адрес не найден' } }]
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as typeof fetch
  const api = new CityApi({ baseUrl: 'http://cms.test', fetchImpl })
  return { calls, handler: capHandler(() => ({ api, siteUrl: SITE, now: () => new Date('2026-11-28T10:00:00Z') })) }
}

async function run(handler: ReturnType<typeof capHandler>, name: string, method = 'GET') {
  const req = { method, query: { name } } as unknown as NextApiRequest
  const { res, sent } = recordingResponse<string>()
  await handler(req, res)
  return sent
}

describe('/cap/alerts.atom and /cap/{identifier}.xml', () => {
  it('serves the feed of the current alerts as Atom, cached for 10 s', async () => {
    const { handler, calls } = cms({ '/v1/alerts': [200, { data: [storm], meta: { count: 1 } }] })
    const answer = await run(handler, 'alerts.atom')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/atom+xml; charset=utf-8')
    expect(answer.headers['cache-control']).toBe(CAP_CACHE_CONTROL)
    expect(parseXml(answer.body!).local).toBe('feed')
    expect(answer.body).toContain(`${SITE}/cap/${storm.identifier}.xml`)
    expect(calls).toEqual(['/v1/alerts'])
  })

  it('serves the banner its alerts as compact JSON, leaving a Cancel («Отбой») out', async () => {
    const cancel = { ...testAlert('anapa-2', '2026-11-28T09:30:00.000Z', 'Отбой шторма'), msg_type: 'Cancel' as const }
    const withInstruction = { ...storm, info: { ...storm.info, instruction: 'Не заходите в воду' } }
    const { handler } = cms({ '/v1/alerts': [200, { data: [cancel, withInstruction], meta: { count: 2 } }] })
    const answer = await run(handler, 'alerts.json')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(answer.headers['cache-control']).toBe(CAP_CACHE_CONTROL)
    expect(JSON.parse(answer.body!)).toEqual({
      alerts: [
        {
          identifier: storm.identifier,
          headline: 'Шторм',
          severity: 'Severe',
          instruction: 'Не заходите в воду',
          expires: null,
        },
      ],
    })
  })

  it('serves one alert as CAP XML', async () => {
    const { handler, calls } = cms({ [`/v1/alerts/${storm.identifier}`]: [200, { data: storm }] })
    const answer = await run(handler, `${storm.identifier}.xml`)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/cap+xml; charset=utf-8')
    expect(answer.headers['cache-control']).toBe(CAP_CACHE_CONTROL)
    expect(parseXml(answer.body!).local).toBe('alert')
    expect(answer.body).toContain(`<web>${SITE}/</web>`)
    expect(calls).toEqual([`/v1/alerts/${storm.identifier}`])
  })

  it('answers 404 in Russian to an unknown identifier', async () => {
    const { handler } = cms({ '/v1/alerts/anapa-0-00000000': [404, { data: { message: 'Оповещение не найдено' } }] })
    const answer = await run(handler, 'anapa-0-00000000.xml')
    expect(answer.status).toBe(404)
    expect(answer.body).toBe(`${ALERT_NOT_FOUND_TEXT}\n`)
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8')
  })

  it.each([['nothing.json'], ['.xml'], ['alerts.rss'], ['']])(
    'answers 404 to %j without asking the CMS',
    async (name) => {
      const { handler, calls } = cms({})
      expect((await run(handler, name)).status).toBe(404)
      expect(calls).toEqual([])
    },
  )

  it('answers 503 with Retry-After when the CMS cannot be reached', async () => {
    const { handler } = cms('down')
    for (const name of ['alerts.atom', `${storm.identifier}.xml`]) {
      const answer = await run(handler, name)
      expect(answer.status).toBe(503)
      expect(answer.body).toBe(`${CMS_DOWN_TEXT}\n`)
      expect(answer.headers['retry-after']).toBe('10')
      expect(answer.headers['cache-control']).toBe('no-store')
    }
  })

  it('answers 502 when the CMS fails', async () => {
    const { handler } = cms({ '/v1/alerts': [500, { data: { message: 'Внутренняя ошибка сервера' } }] })
    const answer = await run(handler, 'alerts.atom')
    expect(answer.status).toBe(502)
    expect(answer.body).toBe(`${CMS_DOWN_TEXT}\n`)
  })

  it('answers 405 with Allow to other methods', async () => {
    const { handler } = cms({})
    const answer = await run(handler, 'alerts.atom', 'POST')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
  })
})

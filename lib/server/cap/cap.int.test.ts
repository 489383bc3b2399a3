import type { NextApiRequest } from 'next'
import { LOCAL_EDITOR } from '@anapa/shared/testing/editorApi'

import { CityApi } from '@/graphql/datasources/CityApi'
import { childrenNamed, childText, parseXml, type XmlElement } from '@/lib/test/xml'
import { recordingResponse } from '@/lib/test/recordingResponse'

import { CAP_NAMESPACE } from './capXml'
import { capHandler } from './handler'

/**
 * The site's CAP routes against the real CMS: what an editor issues in the admin comes out of
 * /cap/alerts.atom and /cap/{identifier}.xml as CAP 1.2 (docs/architecture.md#10-open-standards-and-operations).
 */
const cms = () => process.env.API_BASE_URL!
const SITE = 'https://anapa.example'

let token: string | null = null
async function editor<T>(method: string, path: string, body: unknown): Promise<T> {
  if (!token) {
    const login = await fetch(`${cms()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: LOCAL_EDITOR.email, password: LOCAL_EDITOR.password }),
    })
    token = ((await login.json()) as { token: string }).token
  }
  const response = await fetch(`${cms()}${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

type Saved = { id: number; identifier: string; sent: string }
const issue = async (data: Record<string, unknown>, info: Record<string, unknown>) =>
  (
    await editor<{ doc: Saved }>('POST', '/api/alerts', {
      status: 'Actual',
      scope: 'Public',
      msgType: 'Alert',
      ...data,
      info: {
        category: ['Met', 'Safety'],
        event: 'Шторм',
        urgency: 'Immediate',
        severity: 'Severe',
        certainty: 'Observed',
        area: { areaDesc: 'Пляжи Джемете & Витязево' },
        ...info,
      },
    })
  ).doc

async function get(name: string) {
  const handler = capHandler(() => ({
    api: new CityApi({ baseUrl: cms() }),
    siteUrl: SITE,
    now: () => new Date(),
  }))
  const { res, sent } = recordingResponse<string>()
  await handler({ method: 'GET', query: { name } } as unknown as NextApiRequest, res)
  return { ...sent, body: sent.body ?? '' }
}

describe('CAP routes against the CMS', () => {
  const headline = `Шторм <4 балла> & "ветер" ${Date.now()}`
  let first: Saved
  let update: Saved

  beforeAll(async () => {
    first = await issue({}, { headline: `Первое ${headline}` })
    update = await issue(
      { msgType: 'Update', references: [first.id] },
      {
        headline,
        instruction: 'Не заходите в воду',
        expires: new Date(Date.now() + 6 * 3_600_000).toISOString(),
        area: { areaDesc: 'Пляжи Джемете & Витязево', polygon: '44.90,37.30 44.90,37.32 44.88,37.32 44.90,37.30' },
      },
    )
  })

  it('lists the Update in the feed, linking to its CAP document, and no longer the alert it replaces', async () => {
    const answer = await get('alerts.atom')
    expect(answer.status).toBe(200)
    const entries = childrenNamed(parseXml(answer.body), 'entry')
    const ids = entries.map((entry) => childText(entry, 'id'))
    expect(ids).toContain(`${SITE}/cap/${update.identifier}.xml`)
    expect(ids).not.toContain(`${SITE}/cap/${first.identifier}.xml`)
    const entry = entries.find((e) => childText(e, 'id') === `${SITE}/cap/${update.identifier}.xml`)!
    expect(childText(entry, 'title')).toBe(headline)
  })

  it('serves the Update as a CAP 1.2 document with its reference and the text as typed', async () => {
    const answer = await get(`${update.identifier}.xml`)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/cap+xml; charset=utf-8')
    const root = parseXml(answer.body)
    expect(root.uri).toBe(CAP_NAMESPACE)
    expect(childText(root, 'msgType')).toBe('Update')
    const [sender, identifier, sent] = childText(root, 'references')!.split(',')
    expect([sender, identifier]).toEqual(['alerts@anapa.local', first.identifier])
    expect(sent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/)
    const info = childrenNamed(root, 'info')[0]!
    expect(childText(info, 'headline')).toBe(headline)
    expect(childrenNamed(info, 'category').map((c: XmlElement) => c.text)).toEqual(['Met', 'Safety'])
    const area = childrenNamed(info, 'area')[0]!
    expect(childText(area, 'areaDesc')).toBe('Пляжи Джемете & Витязево')
    expect(childText(area, 'polygon')).toBe('44.90,37.30 44.90,37.32 44.88,37.32 44.90,37.30')
  })

  it('still serves the replaced alert, which the Update names', async () => {
    expect((await get(`${first.identifier}.xml`)).status).toBe(200)
  })

  it('answers 404 in Russian to an identifier the CMS does not know', async () => {
    const answer = await get('anapa-0-00000000.xml')
    expect(answer.status).toBe(404)
    expect(answer.body).toBe('Оповещение не найдено\n')
  })
})

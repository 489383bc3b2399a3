import { EXPIRES_BEFORE_ONSET, IDENTIFIER_MESSAGE, POLYGON_MESSAGE, REFERENCES_REQUIRED } from '@/alerts/cap'
import { ALERT_NOT_FOUND } from '@/alerts/contract'
import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * Official alerts against the real CMS: what an editor saves in the admin, and what GET /v1/alerts
 * and GET /v1/alerts/{identifier} then serve (docs/architecture.md#10-open-standards-and-operations).
 * Every answer is also checked against docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const { get } = residentClient('198.51.100.31')

type Reference = { identifier: string; sender: string; sent: string }
type Item = {
  identifier: string
  sender: string
  sent: string
  status: string
  msg_type: string
  scope: string
  references: Reference[]
  info: { headline: string; expires: string | null; area: { area_desc: string; polygon: string | null } } & Record<
    string,
    unknown
  >
}

const HOUR = 3_600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

let seq = 0
type Saved = { id: number; identifier: string; sent: string }

/** An editor saves an alert in the admin's API; answers the status and the saved document. */
async function save(data: Record<string, unknown> = {}, info: Record<string, unknown> = {}) {
  const headline = `Оповещение ${Date.now()}-${++seq}`
  return asEditor<{ doc: Saved; errors?: unknown }>('POST', '/api/alerts', {
    status: 'Actual',
    msgType: 'Alert',
    scope: 'Public',
    ...data,
    info: {
      category: ['Met'],
      event: 'Шторм',
      urgency: 'Immediate',
      severity: 'Severe',
      certainty: 'Observed',
      headline,
      area: { areaDesc: 'Пляжи Джемете' },
      ...info,
    },
  })
}

async function issue(data: Record<string, unknown> = {}, info: Record<string, unknown> = {}): Promise<Saved> {
  const saved = await save(data, info)
  expect(saved.status).toBe(201)
  return saved.json.doc
}

async function current(): Promise<Item[]> {
  const answer = await get('/v1/alerts')
  expect(answer.status).toBe(200)
  const items = answer.body.data as unknown as Item[]
  expect(answer.body.meta).toEqual({ count: items.length })
  return items
}
const identifiers = async () => (await current()).map((alert) => alert.identifier)

describe('alerts: the admin', () => {
  it('fills in the identifier and the sender, keeps ru-RU and stores the polygon with single spaces', async () => {
    const saved = await issue(
      {},
      { area: { areaDesc: 'Центральный пляж', polygon: ' 44.90,37.30  44.90,37.32 44.88,37.32 44.90,37.30 ' } },
    )
    expect(saved.identifier).toMatch(/^anapa-\d{13}-[0-9a-f]{8}$/)
    const item = (await current()).find((alert) => alert.identifier === saved.identifier)
    expect(item?.sender).toBe('alerts@anapa.local')
    expect(item?.info.language).toBe('ru-RU')
    expect(item?.info.area.polygon).toBe('44.90,37.30 44.90,37.32 44.88,37.32 44.90,37.30')
  })

  it.each([
    ['an Update without references', { msgType: 'Update' }, {}, REFERENCES_REQUIRED],
    ['a Cancel without references', { msgType: 'Cancel' }, {}, REFERENCES_REQUIRED],
    ['an identifier with a space', { identifier: 'anapa 1' }, {}, IDENTIFIER_MESSAGE],
    ['an identifier with an ampersand', { identifier: 'anapa&1' }, {}, IDENTIFIER_MESSAGE],
    ['expires before the onset', {}, { onset: at(2 * HOUR), expires: at(HOUR) }, EXPIRES_BEFORE_ONSET],
    [
      'an open polygon',
      {},
      { area: { areaDesc: 'Пляж', polygon: '44.9,37.3 44.9,37.4 44.8,37.4 44.8,37.3' } },
      POLYGON_MESSAGE,
    ],
  ])('refuses %s with a Russian message', async (_, data, info, message) => {
    const saved = await save(data, info)
    expect(saved.status).toBe(400)
    expect(JSON.stringify(saved.json)).toContain(message)
  })

  it('titles an alert in the admin by its type, headline and time, also after a partial edit', async () => {
    const saved = await issue({ sent: '2026-07-12T06:30:00.000Z' }, { headline: 'Шторм у Джемете' })
    const read = async () => (await asEditor<{ title: string }>('GET', `/api/alerts/${saved.id}`)).json.title
    expect(await read()).toBe('Оповещение: Шторм у Джемете (12.07.2026, 09:30)')
    await asEditor('PATCH', `/api/alerts/${saved.id}`, { msgType: 'Error' })
    expect(await read()).toBe('Ошибка в ранее выпущенном: Шторм у Джемете (12.07.2026, 09:30)')
  })

  it('keeps the identifier and the sender through a later edit', async () => {
    const saved = await issue({ sender: 'mchs@anapa.local' })
    const edited = await asEditor<{ doc: Saved & { sender: string } }>('PATCH', `/api/alerts/${saved.id}`, {
      identifier: 'anapa-renamed',
      info: { headline: 'Исправленный заголовок' },
    })
    expect(edited.status).toBe(200)
    expect(edited.json.doc.identifier).toBe(saved.identifier)
    expect(edited.json.doc.sender).toBe('mchs@anapa.local')
    const item = (await current()).find((alert) => alert.identifier === saved.identifier)
    expect(item?.sender).toBe('mchs@anapa.local')
    expect(item?.info.headline).toBe('Исправленный заголовок')
  })

  it('refuses a second alert with the same identifier', async () => {
    const first = await issue()
    const second = await save({ identifier: first.identifier })
    expect(second.status).toBe(400)
  })
})

describe('alerts: GET /v1/alerts', () => {
  it('lists an alert an editor issued, with its CAP fields, newest first', async () => {
    const older = await issue({ sent: at(-10 * 60_000) })
    const saved = await issue({}, { onset: at(0), expires: at(6 * HOUR), instruction: 'Не заходите в воду' })
    const items = await current()
    const item = items.find((alert) => alert.identifier === saved.identifier)
    expect(item).toMatchObject({
      sender: 'alerts@anapa.local',
      status: 'Actual',
      msg_type: 'Alert',
      scope: 'Public',
      references: [],
      info: {
        language: 'ru-RU',
        category: ['Met'],
        event: 'Шторм',
        urgency: 'Immediate',
        severity: 'Severe',
        certainty: 'Observed',
        instruction: 'Не заходите в воду',
        description: null,
        area: { area_desc: 'Пляжи Джемете', polygon: null, beach_ids: [], beach_group_ids: [] },
      },
    })
    const order = items.map((alert) => alert.identifier)
    expect(order.indexOf(saved.identifier)).toBeLessThan(order.indexOf(older.identifier))
    const sent = items.map((alert) => alert.sent)
    expect(sent).toEqual([...sent].sort().reverse())
  })

  it('leaves out an expired alert', async () => {
    const expired = await issue({ sent: at(-3 * HOUR) }, { expires: at(-HOUR) })
    const running = await issue({ sent: at(-3 * HOUR) }, { expires: at(HOUR) })
    const listed = await identifiers()
    expect(listed).not.toContain(expired.identifier)
    expect(listed).toContain(running.identifier)
  })

  it('leaves out exercises, tests, drafts and restricted or private messages', async () => {
    const hidden = [
      await issue({ status: 'Exercise' }),
      await issue({ status: 'Test' }),
      await issue({ status: 'Draft' }),
      await issue({ scope: 'Restricted' }),
      await issue({ scope: 'Private' }),
    ]
    const listed = await identifiers()
    for (const alert of hidden) expect(listed).not.toContain(alert.identifier)
  })

  it('lists an Update with its reference in place of the alert it updates', async () => {
    const first = await issue()
    const update = await issue({ msgType: 'Update', references: [first.id] }, { severity: 'Extreme' })
    const items = await current()
    const item = items.find((alert) => alert.identifier === update.identifier)
    expect(item?.msg_type).toBe('Update')
    expect(item?.references).toEqual([
      { identifier: first.identifier, sender: 'alerts@anapa.local', sent: new Date(first.sent).toISOString() },
    ])
    expect(items.map((alert) => alert.identifier)).not.toContain(first.identifier)
  })

  it('lists a Cancel («Отбой») and leaves out the alert it cancels', async () => {
    const first = await issue()
    expect(await identifiers()).toContain(first.identifier)
    const cancel = await issue(
      { msgType: 'Cancel', references: [first.id] },
      { headline: 'Отбой штормового предупреждения' },
    )
    const items = await current()
    expect(items.map((alert) => alert.identifier)).not.toContain(first.identifier)
    const item = items.find((alert) => alert.identifier === cancel.identifier)
    expect(item?.msg_type).toBe('Cancel')
    expect(item?.references.map((ref) => ref.identifier)).toEqual([first.identifier])
  })

  it('a Cancel without expires drops out a day after it is sent', async () => {
    const first = await issue({ sent: at(-30 * HOUR) })
    const cancel = await issue({ msgType: 'Cancel', references: [first.id], sent: at(-25 * HOUR) })
    expect(await identifiers()).not.toContain(cancel.identifier)
  })

  it('does not reveal a reference to an exercise', async () => {
    const exercise = await issue({ status: 'Exercise' })
    const update = await issue({ msgType: 'Update', references: [exercise.id] })
    const item = (await current()).find((alert) => alert.identifier === update.identifier)
    expect(item?.references).toEqual([])
  })
})

describe('alerts: GET /v1/alerts/{identifier}', () => {
  it('answers a public alert, also once it is cancelled', async () => {
    const first = await issue()
    await issue({ msgType: 'Cancel', references: [first.id] })
    const answer = await get(`/v1/alerts/${encodeURIComponent(first.identifier)}`)
    expect(answer.status).toBe(200)
    expect((answer.body.data as unknown as Item).identifier).toBe(first.identifier)
  })

  it('answers 404 in Russian to an unknown, a non-public or a malformed identifier', async () => {
    const exercise = await issue({ status: 'Exercise' })
    for (const identifier of ['anapa-0-00000000', exercise.identifier, 'a<b', 'a,b', 'x'.repeat(201)]) {
      const answer = await get(`/v1/alerts/${encodeURIComponent(identifier)}`)
      expect(answer.status).toBe(404)
      expect(answer.body.data.message).toBe(ALERT_NOT_FOUND)
    }
  })
})

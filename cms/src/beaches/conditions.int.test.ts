import { REASON_REQUIRED } from '@/beaches/changeRules'
import { backdate } from '@/testing/backdate'
import { asDesk, asEditor, residentClient } from '@/testing/residentClient'

/**
 * Beach conditions against the real CMS (docs/decisions/0042-beach-conditions.md): what the duty
 * desk may do in the admin's API, a ban on every beach in one request, and what GET
 * /v1/beaches/conditions and the beach's own answer then serve. Every answer is also checked against
 * docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const { get } = residentClient('198.51.100.32')

type Option = { value: string; label: string }
type Conditions = {
  bathing: Option
  flag: Option | null
  reasons: Option[]
  source: Option | null
  document: string | null
  verified_at: string | null
  water_temperature: number | null
  water_temperature_source: string | null
}
type Item = { id: number; title: string; group_id: number | null; conditions: Conditions }
type Change = { doc: { id: number; author: number | { id: number } | null; createdAt: string }; errors?: unknown }
type Problem = { errors: { message: string; data?: { errors?: { message: string; path: string }[] } }[] }

const allConditions = async () => {
  const answer = await get('/v1/beaches/conditions')
  expect(answer.status).toBe(200)
  return answer.body as unknown as { data: Item[]; meta: { count: number; bathing_allowed: number } }
}

/** Back to what the seed says, so the other suites see an ordinary day. */
const allowEverywhere = () =>
  asDesk<Change>('POST', '/api/beach-condition-changes', {
    target: 'all',
    bathing: 'allowed',
    flag: 'green',
    source: 'mchs',
  })

afterAll(async () => {
  expect((await allowEverywhere()).status).toBe(201)
})

describe('the duty desk', () => {
  it('may set beach conditions and issue alerts, and nothing else', async () => {
    const beaches = await asEditor<{ docs: { id: number }[] }>('GET', '/api/beaches?limit=1&depth=0')
    const beachId = beaches.json.docs[0]!.id
    // Not the catalogue, the journal, the bell or the residents.
    expect((await asDesk('PATCH', `/api/beaches/${beachId}`, { title: 'Захвачено' })).status).toBe(403)
    expect((await asDesk('POST', '/api/magazines', { title: 'Новость' })).status).toBe(403)
    expect((await asDesk('POST', '/api/notifications', { title: 'Рассылка', topic: 'mchs' })).status).toBe(403)
    const residents = await asDesk<{ docs: unknown[] }>('GET', '/api/customers')
    expect(residents.status).toBe(403)
    const appeals = await asDesk<{ docs: unknown[] }>('GET', '/api/appeals')
    expect(appeals.status).toBe(403)
    // Of the staff it sees only itself, and it cannot make itself an editor.
    const staff = await asDesk<{ docs: { email: string; id: number }[] }>('GET', '/api/users')
    expect(staff.json.docs.map((u) => u.email)).toEqual(['desk@anapa.local'])
    const self = staff.json.docs[0]!.id
    await asDesk('PATCH', `/api/users/${self}`, { role: 'editor' })
    const after = await asEditor<{ role: string }>('GET', `/api/users/${self}`)
    expect(after.json.role).toBe('duty')
    // What it is for.
    const alert = await asDesk<{ doc: { id: number } }>('POST', '/api/alerts', {
      status: 'Test',
      msgType: 'Alert',
      scope: 'Public',
      info: {
        category: ['Safety'],
        event: 'Проверка',
        urgency: 'Future',
        severity: 'Minor',
        certainty: 'Unlikely',
        headline: 'Проверка дежурной службы',
        area: { areaDesc: 'Анапа' },
      },
    })
    expect(alert.status).toBe(201)
  })

  it('bans bathing on every beach in one request, and lifts it the same way', async () => {
    const before = await allConditions()
    expect(before.meta.count).toBeGreaterThan(1)

    const ban = await asDesk<Change>('POST', '/api/beach-condition-changes', {
      target: 'all',
      bathing: 'banned',
      flag: 'red',
      reasons: ['oil_products'],
      source: 'operational_hq',
      document: 'Постановление оперштаба № 7 от 12.07.2026',
      // The alert it can raise is tested with the push (push/push.int.test.ts).
      raiseAlert: false,
    })
    expect(ban.status).toBe(201)
    // The history keeps who made the change.
    const history = await asEditor<{ author: { email: string } }>(
      'GET',
      `/api/beach-condition-changes/${ban.json.doc.id}`,
    )
    expect(history.json.author.email).toBe('desk@anapa.local')

    const banned = await allConditions()
    expect(banned.meta).toEqual({ count: before.meta.count, bathing_allowed: 0 })
    for (const beach of banned.data) {
      expect(beach.conditions).toMatchObject({
        bathing: { value: 'banned', label: 'Купание запрещено' },
        flag: { value: 'red' },
        reasons: [{ value: 'oil_products', label: 'Нефтепродукты в воде или на берегу' }],
        source: { value: 'operational_hq', label: 'Оперативный штаб' },
        document: 'Постановление оперштаба № 7 от 12.07.2026',
      })
    }
    // The beach's own answer says the same, and keeps the water the desk measured before the ban.
    const one = await get(`/v1/beaches/${banned.data[0]!.id}`)
    expect((one.body.data as { conditions: Conditions }).conditions.bathing.value).toBe('banned')

    expect((await allowEverywhere()).status).toBe(201)
    const lifted = await allConditions()
    expect(lifted.meta.bathing_allowed).toBe(lifted.meta.count)
  })

  it('bans one group of beaches without touching the others', async () => {
    const { data } = await allConditions()
    const group = data.find((b) => b.group_id !== null)!.group_id!
    const change = await asDesk<Change>('POST', '/api/beach-condition-changes', {
      target: 'groups',
      groups: [group],
      bathing: 'not_advised',
      flag: 'yellow',
      reasons: ['microbiology'],
      source: 'rospotrebnadzor',
    })
    expect(change.status).toBe(201)
    const after = await allConditions()
    for (const beach of after.data) {
      expect(beach.conditions.bathing.value).toBe(beach.group_id === group ? 'not_advised' : 'allowed')
    }
  })

  it('refuses a ban without its reason, in Russian, and saves nothing', async () => {
    const before = await asEditor<{ totalDocs: number }>('GET', '/api/beach-condition-changes?limit=1')
    const refused = await asDesk<Problem>('POST', '/api/beach-condition-changes', {
      target: 'all',
      bathing: 'banned',
      source: 'mchs',
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain(REASON_REQUIRED)
    const after = await asEditor<{ totalDocs: number }>('GET', '/api/beach-condition-changes?limit=1')
    expect(after.json.totalDocs).toBe(before.json.totalDocs)
  })

  it('keeps the history as it was saved: no one edits or deletes a change', async () => {
    const change = await allowEverywhere()
    const id = change.json.doc.id
    expect((await asDesk('PATCH', `/api/beach-condition-changes/${id}`, { bathing: 'banned' })).status).toBe(403)
    expect((await asEditor('PATCH', `/api/beach-condition-changes/${id}`, { bathing: 'banned' })).status).toBe(403)
    expect((await asEditor('DELETE', `/api/beach-condition-changes/${id}`)).status).toBe(403)
    // Nor the current conditions it wrote, which only the desk's changes write.
    expect((await asEditor('POST', '/api/beach-conditions', { bathing: 'allowed' })).status).toBe(403)
  })

  it('refuses anyone outside the staff', async () => {
    const anonymous = await fetch(`${process.env.API_BASE_URL}/api/beach-condition-changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: 'all', bathing: 'allowed', source: 'mchs' }),
    })
    expect([401, 403]).toContain(anonymous.status)
  })
})

describe('a status nobody confirmed', () => {
  it('reads «Статус не подтверждён» once it is older than the limit, and never «разрешено»', async () => {
    const { data } = await allConditions()
    const beach = data[0]!
    expect(beach.conditions.bathing.value).toBe('allowed')
    const current = await asEditor<{ docs: { id: number }[] }>(
      'GET',
      `/api/beach-conditions?where[beach][equals]=${beach.id}&depth=0`,
    )
    const record = current.json.docs[0]!.id
    // The integration CMS keeps the default limit of 24 hours (env.ts, CONDITIONS_STALE_HOURS).
    await backdate('beach_conditions', record, new Date(Date.now() - 25 * 3_600_000), 'verified_at')

    const stale = (await allConditions()).data.find((b) => b.id === beach.id)!
    expect(stale.conditions.bathing).toEqual({ value: 'unconfirmed', label: 'Статус не подтверждён' })
    expect(stale.conditions.flag).toBeNull()
    expect(Date.parse(stale.conditions.verified_at!)).toBeLessThan(Date.now() - 24 * 3_600_000)
    const summary = await allConditions()
    expect(summary.meta.bathing_allowed).toBe(summary.meta.count - 1)
  })
})

describe('when a ban ends', () => {
  type Listed = {
    identifier: string
    msg_type: string
    references: { identifier: string }[]
    info: { headline: string }
  }
  const alertsInForce = async () => {
    const answer = await get('/v1/alerts')
    expect(answer.status).toBe(200)
    return answer.body.data as unknown as Listed[]
  }
  const change = (body: Record<string, unknown>) =>
    asDesk<Change & { doc: { alert: number | null } }>('POST', '/api/beach-condition-changes', {
      target: 'beaches',
      source: 'mchs',
      ...body,
    })
  const alertOf = async (changeId: number) =>
    (await asEditor<{ alert: { identifier: string } }>('GET', `/api/beach-condition-changes/${changeId}`)).json.alert
      .identifier

  it('ends the alert of a ban with «Отбой» once the last of its beaches is lifted, not before', async () => {
    const { data } = await allConditions()
    const [first, second] = data
    const ban = await change({
      beaches: [first!.id, second!.id],
      bathing: 'banned',
      flag: 'red',
      reasons: ['storm'],
      raiseAlert: true,
    })
    expect(ban.status).toBe(201)
    const identifier = await alertOf(ban.json.doc.id)
    expect((await alertsInForce()).map((a) => a.identifier)).toContain(identifier)

    // A later ban over the same beach, without an alert of its own, keeps the first in force.
    expect(
      (await change({ beaches: [first!.id], bathing: 'banned', reasons: ['storm'], raiseAlert: false })).status,
    ).toBe(201)
    // Lifted on one of its two beaches: bathing is still banned on the other, so the alert stays.
    expect((await change({ beaches: [first!.id], bathing: 'allowed', flag: 'green' })).status).toBe(201)
    expect((await alertsInForce()).map((a) => a.identifier)).toContain(identifier)

    const lift = await change({ beaches: [second!.id], bathing: 'allowed', flag: 'green', document: 'Отбой МЧС № 12' })
    expect(lift.status).toBe(201)
    const listed = await alertsInForce()
    expect(listed.map((a) => a.identifier)).not.toContain(identifier)
    const cancel = listed.find((a) => a.references.some((r) => r.identifier === identifier))
    expect(cancel?.msg_type).toBe('Cancel')
    expect(cancel?.info.headline).toMatch(/^Отбой: запрет купания снят \(.+, .+\)$/)
    for (const { title } of [first!, second!]) expect(cancel?.info.headline).toContain(title)
    // Everyone hears it in the bell under «МЧС», as they heard the ban.
    const bell = await get('/v1/push/getPushNotification?topic=stormAlert')
    const titles = (bell.body.data as unknown as { title: string }[]).map((n) => n.title)
    expect(titles).toContain(cancel!.info.headline)

    // A confirmation of the same word afterwards cancels nothing more.
    expect((await change({ beaches: [second!.id], bathing: 'allowed', flag: 'green' })).status).toBe(201)
    const again = await alertsInForce()
    expect(again.filter((a) => a.references.some((r) => r.identifier === identifier))).toHaveLength(1)
  })

  it('tells a resident who keeps the beach in favourites of its ban and its lifting, once each', async () => {
    const { signUp, call } = residentClient('198.51.100.33')
    const { data } = await allConditions()
    const beach = data[data.length - 1]!
    const keeper = await signUp()
    const other = await signUp()
    expect((await call('PUT', `/v1/favorites/beach/${beach.id}`, { token: keeper })).status).toBeLessThan(300)
    const bell = async (token: string) => {
      const answer = await get('/v1/push/getPushNotification?topic=other', token)
      expect(answer.status).toBe(200)
      return (answer.body.data as unknown as { title: string; body: string; link: string | null }[]).filter((n) =>
        n.title.includes(beach.title),
      )
    }

    const document = `Предписание Роспотребнадзора № ${Date.now()}`
    const ban = await change({
      beaches: [beach.id],
      bathing: 'banned',
      reasons: ['microbiology'],
      source: 'rospotrebnadzor',
      document,
      raiseAlert: false,
    })
    expect(ban.status).toBe(201)
    expect(await bell(keeper)).toEqual([
      expect.objectContaining({
        title: `Купание запрещено: ${beach.title}`,
        body: expect.stringContaining(document),
        link: `/plyazhi/${beach.id}`,
      }),
    ])
    // Not to anyone else, and not again when the desk confirms the same ban.
    expect(await bell(other)).toEqual([])
    expect(
      (await change({ beaches: [beach.id], bathing: 'banned', reasons: ['microbiology'], raiseAlert: false })).status,
    ).toBe(201)
    expect(await bell(keeper)).toHaveLength(1)

    expect((await change({ beaches: [beach.id], bathing: 'allowed', flag: 'green' })).status).toBe(201)
    const told = await bell(keeper)
    expect(told.map((n) => n.title)).toEqual([`Купание разрешено: ${beach.title}`, `Купание запрещено: ${beach.title}`])
    expect(await bell(other)).toEqual([])
  })
})

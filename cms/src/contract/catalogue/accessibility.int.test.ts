import { asEditor, residentClient } from '@/testing/residentClient'

/**
 * «Доступная среда» against the real CMS with the demo seed (docs/decisions/0055-accessibility-as-data.md):
 * `accessible=true` keeps exactly the items whose stored answer is true, on every list and the map, and
 * what an editor records round-trips, with the answer worked out by the CMS, not taken from the editor.
 * Every answer is also checked against docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const { get } = residentClient('198.51.100.55')

type Accessibility = {
  features: string[]
  note: string | null
  accessible: boolean
  surface?: { value: string } | null
  gradient?: { value: string } | null
}
type Item = { id: number; title: string; accessibility: Accessibility }
type MapObject = Item & { kind: string }

const list = async (path: string) => {
  const answer = await get(path)
  expect(answer.status).toBe(200)
  return answer.body as unknown as { data: Item[]; meta: { count: number } }
}

describe('accessible=true on the lists', () => {
  it.each(['/v1/beaches', '/v1/places', '/v1/infrastructure', '/v1/routes'])(
    '%s keeps exactly the accessible items',
    async (path) => {
      const all = await list(`${path}?per_page=100`)
      const accessible = await list(`${path}?per_page=100&accessible=true`)
      expect(accessible.data.length).toBeGreaterThanOrEqual(2)
      expect(all.data.length - accessible.data.length).toBeGreaterThanOrEqual(2)
      expect(accessible.data.map((i) => i.id)).toEqual(
        all.data.filter((i) => i.accessibility.accessible).map((i) => i.id),
      )
      expect(accessible.meta.count).toBe(accessible.data.length)
      // `false` is no filter.
      expect((await list(`${path}?per_page=100&accessible=false`)).meta.count).toBe(all.meta.count)
    },
  )

  it('carries the seeded beach’s features and note', async () => {
    const { data } = await list('/v1/beaches?per_page=100&accessible=true')
    const central = data.find((b) => b.title === 'Центральный пляж')
    expect(central?.accessibility).toEqual({
      features: ['ramp', 'accessible_toilet', 'disabled_parking', 'floating_wheelchair', 'beach_mat'],
      note: expect.stringContaining('Плавательную коляску'),
      accessible: true,
    })
    expect(data.map((b) => b.title)).not.toContain('Малая бухта')
  })

  it('gives routes their surface and gradient', async () => {
    const { data } = await list('/v1/routes?per_page=100')
    const climb = data.find((r) => r.title === 'Подъём на гору Лысую')
    expect(climb?.accessibility).toMatchObject({
      surface: { value: 'ground', label: 'Грунт' },
      gradient: { value: 'steep', label: 'Крутой' },
      accessible: false,
    })
  })

  it.each(['accessible=1', 'accessible=yes', 'accessible=TRUE'])('answers %s with a 400', async (query) => {
    const answer = await get(`/v1/places?${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.data).toEqual({ message: 'Параметр accessible принимает значения: true, false' })
  })
})

describe('accessible=true on the map', () => {
  it('keeps accessible beaches, places, infrastructure and routes, and no events', async () => {
    const all = (await list('/v1/map')).data as MapObject[]
    const accessible = (await list('/v1/map?accessible=true')).data as MapObject[]
    expect(accessible.length).toBeGreaterThan(0)
    expect(accessible.every((o) => o.kind !== 'event' && o.accessibility.accessible)).toBe(true)
    const expected = all.filter((o) => o.kind !== 'event' && o.accessibility.accessible)
    expect(accessible.map((o) => `${o.kind}:${o.id}`)).toEqual(expected.map((o) => `${o.kind}:${o.id}`))
    expect(all.filter((o) => o.kind === 'event').every((o) => o.accessibility === undefined)).toBe(true)
  })
})

describe('what an editor records', () => {
  type Saved = { doc: { id: number; accessibility: Accessibility } }
  let id = 0

  afterAll(async () => {
    if (id) expect((await asEditor('DELETE', `/api/places/${id}`)).status).toBe(200)
  })

  it('round-trips, with «accessible» worked out by the CMS on every save', async () => {
    const created = await asEditor<Saved>('POST', '/api/places', {
      title: 'Тестовый музей доступности',
      category: 'museum',
      _status: 'published',
      // The editor's own «accessible» is not taken: the rule decides.
      accessibility: { features: ['ramp', 'audio'], note: 'Пандус со двора', accessible: false },
    })
    expect(created.status).toBe(201)
    id = created.json.doc.id
    expect(created.json.doc.accessibility.accessible).toBe(true)

    const detail = await get(`/v1/places/${id}`)
    expect(detail.status).toBe(200)
    expect((detail.body.data as unknown as Item).accessibility).toEqual({
      features: ['ramp', 'audio'],
      note: 'Пандус со двора',
      accessible: true,
    })

    // A save that touches only the note keeps the features and the answer.
    expect(
      (await asEditor('PATCH', `/api/places/${id}`, { accessibility: { note: 'Пандус со двора, звонок' } })).status,
    ).toBe(200)
    const ids = async () => (await list('/v1/places?per_page=100&accessible=true')).data.map((p) => p.id)
    expect(await ids()).toContain(id)

    // Without the ramp the place is no longer accessible and leaves the filtered list.
    const changed = await asEditor<Saved>('PATCH', `/api/places/${id}`, { accessibility: { features: ['audio'] } })
    expect(changed.status).toBe(200)
    expect(changed.json.doc.accessibility).toMatchObject({ features: ['audio'], accessible: false })
    expect(await ids()).not.toContain(id)
  })
})

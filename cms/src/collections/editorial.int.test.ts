import { EVENT_CATEGORIES } from '@/catalogue/options'
import { asEditor } from '@/testing/residentClient'

/**
 * Editorial documents as the admin saves them, against the real CMS
 * (docs/decisions/0044-the-admin-in-russian.md): a draft is validated, so nothing empty is stored
 * before the editor saves (the admin's «Создать» used to store one at once), and the address is
 * spelt from the Russian title until the document has been live.
 */
type Saved = { doc: { id: number; slug: string; title: string } }
type Refusal = { errors: { message: string }[] }

const RUN = Date.now()
const category = EVENT_CATEGORIES[0]!.value

const draft = (data: Record<string, unknown>) =>
  asEditor<Saved & Refusal>('POST', '/api/events?draft=true', { ...data, _status: 'draft' })

const event = (title: string) => ({ title, category, startsAt: '2030-08-15T17:00:00.000Z' })

describe('editorial drafts', () => {
  it('stores no empty draft: a draft without its title and essentials is refused, in Russian', async () => {
    const empty = await draft({})
    expect(empty.status).toBe(400)
    expect(empty.json.errors[0]!.message).toMatch(/^Проверьте поля: /)
    expect(empty.json.errors[0]!.message).toContain('Название')
  })

  it('spells the address from the Russian title, and keeps following the title of a draft', async () => {
    const created = await draft(event(`Ночь музеев в Горгиппии ${RUN}`))
    expect(created.status).toBe(201)
    const { id, slug } = created.json.doc
    expect(slug).toBe(`noch-muzeev-v-gorgippii-${RUN}`)

    const renamed = await asEditor<Saved>('PATCH', `/api/events/${id}?draft=true`, {
      title: `Ночь музеев в Анапе ${RUN}`,
      _status: 'draft',
    })
    expect(renamed.json.doc.slug).toBe(`noch-muzeev-v-anape-${RUN}`)

    // Live: the address stays when the title changes; the editor changes it by typing one.
    await asEditor('PATCH', `/api/events/${id}`, { _status: 'published' })
    const retitled = await asEditor<Saved>('PATCH', `/api/events/${id}`, {
      title: `Ночь музеев ${RUN}`,
      _status: 'published',
    })
    expect(retitled.json.doc.slug).toBe(`noch-muzeev-v-anape-${RUN}`)
    const typed = await asEditor<Saved>('PATCH', `/api/events/${id}`, { slug: `muzei-${RUN}`, _status: 'published' })
    expect(typed.json.doc.slug).toBe(`muzei-${RUN}`)
    await asEditor('DELETE', `/api/events/${id}`)
  })

  it('keeps a slug the editor typed on a draft', async () => {
    const created = await draft({ ...event(`Джаз у маяка ${RUN}`), slug: `jazz-${RUN}` })
    expect(created.json.doc.slug).toBe(`jazz-${RUN}`)
    const renamed = await asEditor<Saved>('PATCH', `/api/events/${created.json.doc.id}?draft=true`, {
      title: `Джаз на набережной ${RUN}`,
      _status: 'draft',
    })
    expect(renamed.json.doc.slug).toBe(`jazz-${RUN}`)
    await asEditor('DELETE', `/api/events/${created.json.doc.id}`)
  })
})

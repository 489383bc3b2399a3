import 'fake-indexeddb/auto'

import { forgetResidentCopy } from './forgetResidentCopy'
import { RESIDENT_ID, queuedAppeal } from '@/lib/test/residentCopy'
import { queueAppeal, queuedFor, queueItem, type QueuedAppeal, type QueuedFavorite } from './outbox'
import { flushOutbox } from './sendQueued'

const OWNER = RESIDENT_ID

type Sent = { url: string; headers: Record<string, string>; body: string }

/**
 * The site as the sender meets it: the gateway (who is signed in, createAppeal) and the photo
 * route, each answering as the real ones do; `answer` overrides one operation's answer.
 */
function site({ me = OWNER as string | null, answer = {} as Record<string, () => Response | Promise<Response>> } = {}) {
  const sent: Sent[] = []
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    const body = init?.body instanceof Blob ? await init.body.text() : String(init?.body ?? '')
    sent.push({ url, headers: Object.fromEntries(new Headers(init?.headers).entries()), body })
    if (url === '/api/uploads/appeal-photo') {
      return answer.upload?.() ?? Response.json({ data: { id: '41' } })
    }
    const { operationName } = JSON.parse(body) as { operationName: string }
    if (answer[operationName]) return answer[operationName]!()
    if (operationName === 'OutboxOwner') return Response.json({ data: { me: me ? { id: me } : null } })
    return Response.json({ data: { createAppeal: { id: '90', number: 'A-2026-000090' } } })
  }) as typeof fetch
  const operations = () =>
    sent.map((s) =>
      s.url === '/api/graphql' ? (JSON.parse(s.body) as { operationName: string }).operationName : s.url,
    )
  return { fetch: fetchFn, sent, operations }
}

/** One holder at a time, as the browser's Web Locks give it. */
function oneAtATime(): LockManager {
  let tail = Promise.resolve()
  return {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const run = tail.then(callback)
      tail = run.then(
        () => undefined,
        () => undefined,
      )
      return run
    }) as LockManager['request'],
    query: async () => ({}),
  } as LockManager
}

afterEach(() => forgetResidentCopy())

describe('flushOutbox', () => {
  it('uploads the photo that waited, files the appeal with every photo in order, and lets it go', async () => {
    await queueAppeal(queuedAppeal())
    const gateway = site()
    expect(await flushOutbox({ fetch: gateway.fetch })).toEqual({ sent: 1, waiting: false })
    expect(gateway.operations()).toEqual(['OutboxOwner', '/api/uploads/appeal-photo', 'CreateQueuedAppeal'])

    const upload = gateway.sent[1]!
    expect(upload.headers['idempotency-key']).toBe('req-1:photo:1')
    expect(upload.headers['content-type']).toBe('multipart/form-data; boundary=anapa-req-1-photo-1')
    expect(upload.body).toContain('filename="lamp.jpg"')
    expect(upload.body).toContain('jpeg bytes')

    const create = JSON.parse(gateway.sent[2]!.body) as { variables: { input: Record<string, unknown> } }
    expect(create.variables.input).toEqual({ ...queuedAppeal().input, photo_ids: ['40', '41'] })
    expect(await queuedFor(OWNER)).toEqual([])
  })

  it('sends the same bytes for a photo every time, so the CMS knows a repeat', async () => {
    await queueAppeal(queuedAppeal())
    const first = site({ answer: { CreateQueuedAppeal: () => Promise.reject(new TypeError('offline')) } })
    await flushOutbox({ fetch: first.fetch })
    // The upload is done and kept: the next flush does not send the photo again.
    const [kept] = (await queuedFor(OWNER)) as QueuedAppeal[]
    expect(kept!.photos).toEqual([
      { id: '40', name: 'before.jpg' },
      { id: '41', name: 'lamp.jpg' },
    ])

    await forgetResidentCopy()
    await queueAppeal(queuedAppeal())
    const second = site({ answer: { upload: () => Promise.reject(new TypeError('offline')) } })
    await flushOutbox({ fetch: second.fetch })
    expect(second.sent[1]!.body).toBe(first.sent[1]!.body)
  })

  it('keeps the appeal, and says it waits, when the network fails at any step', async () => {
    await queueAppeal(queuedAppeal())
    const offline = site({ answer: { OutboxOwner: () => Promise.reject(new TypeError('offline')) } })
    expect(await flushOutbox({ fetch: offline.fetch })).toEqual({ sent: 0, waiting: true })
    expect(offline.operations()).toEqual(['OutboxOwner'])

    const failing = site({ answer: { CreateQueuedAppeal: () => new Response('Bad Gateway', { status: 502 }) } })
    expect(await flushOutbox({ fetch: failing.fetch })).toEqual({ sent: 0, waiting: true })
    expect(await queuedFor(OWNER)).toHaveLength(1)
  })

  it('sends nothing with nobody signed in, nor another resident’s appeal', async () => {
    await queueAppeal(queuedAppeal())
    const signedOut = site({ me: null })
    expect(await flushOutbox({ fetch: signedOut.fetch })).toEqual({ sent: 0, waiting: false })
    const someoneElse = site({ me: '8' })
    expect(await flushOutbox({ fetch: someoneElse.fetch })).toEqual({ sent: 0, waiting: false })
    expect(someoneElse.operations()).toEqual(['OutboxOwner'])
    expect(await queuedFor(OWNER)).toHaveLength(1)
  })

  it('brings a refused appeal back with the reason, and does not send it again', async () => {
    await queueAppeal(queuedAppeal({ photos: [] }))
    const refusing = site({
      answer: {
        CreateQueuedAppeal: () =>
          Response.json({
            errors: [
              {
                message: 'Проверьте поля',
                extensions: { code: 'BAD_USER_INPUT', fields: { topic_id: 'Такой темы больше нет' } },
              },
            ],
          }),
      },
    })
    expect(await flushOutbox({ fetch: refusing.fetch })).toEqual({ sent: 0, waiting: false })
    const [refused] = await queuedFor(OWNER)
    expect(refused!.refusal).toBe('Такой темы больше нет')

    const again = site()
    await flushOutbox({ fetch: again.fetch })
    expect(again.operations()).toEqual(['OutboxOwner'])
  })

  it('brings an appeal back with the photo route’s reason when a photo is refused', async () => {
    await queueAppeal(queuedAppeal())
    const refusing = site({
      answer: {
        upload: () =>
          Response.json({ data: { fields: { file: 'Допустимы фотографии JPEG или PNG' } } }, { status: 400 }),
      },
    })
    await flushOutbox({ fetch: refusing.fetch })
    const [refused] = await queuedFor(OWNER)
    expect(refused!.refusal).toBe('lamp.jpg: Допустимы фотографии JPEG или PNG')
    expect(refusing.operations()).not.toContain('CreateQueuedAppeal')
  })

  it('files an appeal once when two senders start together (two tabs, a tab and the worker)', async () => {
    await queueAppeal(queuedAppeal())
    const gateway = site()
    const locks = oneAtATime()
    const results = await Promise.all([
      flushOutbox({ fetch: gateway.fetch, locks }),
      flushOutbox({ fetch: gateway.fetch, locks }),
    ])
    expect(results.map((r) => r.sent).sort()).toEqual([0, 1])
    expect(gateway.operations().filter((op) => op === 'CreateQueuedAppeal')).toHaveLength(1)
  })

  it('saves a favourite added offline, and takes one removed that is already gone for removed', async () => {
    const favourite = (action: 'add' | 'remove', slug: string): QueuedFavorite => ({
      id: `favorite:BEACH:${slug}`,
      kind: 'favorite',
      owner: OWNER,
      queuedAt: `2026-11-29T09:0${slug}:00.000Z`,
      action,
      entity: 'BEACH',
      slug,
      title: `Пляж ${slug}`,
      refusal: null,
    })
    await queueItem(favourite('add', '1'))
    await queueItem(favourite('remove', '2'))
    const gateway = site({
      answer: {
        AddQueuedFavorite: () => Response.json({ data: { addFavorite: { slug: '1' } } }),
        RemoveQueuedFavorite: () =>
          Response.json({ errors: [{ message: 'Не найдено', extensions: { code: 'NOT_FOUND' } }] }),
      },
    })
    expect(await flushOutbox({ fetch: gateway.fetch })).toEqual({ sent: 2, waiting: false })
    expect(gateway.operations()).toEqual(['OutboxOwner', 'AddQueuedFavorite', 'RemoveQueuedFavorite'])
    expect(JSON.parse(gateway.sent[1]!.body)).toMatchObject({ variables: { entity: 'BEACH', slug: '1' } })
    expect(await queuedFor(OWNER)).toEqual([])
  })

  it('keeps the resident’s last wish for a favourite: added, then removed, only the removal goes', async () => {
    const base = { kind: 'favorite', owner: OWNER, entity: 'BEACH', slug: '1', title: 'Пляж', refusal: null } as const
    await queueItem({ ...base, id: 'favorite:BEACH:1', queuedAt: '2026-11-29T09:00:00.000Z', action: 'add' })
    await queueItem({ ...base, id: 'favorite:BEACH:1', queuedAt: '2026-11-29T09:01:00.000Z', action: 'remove' })
    const queued = (await queuedFor(OWNER)) as QueuedFavorite[]
    expect(queued.map((item) => item.action)).toEqual(['remove'])
  })
})

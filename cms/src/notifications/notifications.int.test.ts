import { TOPIC_FILTER_MESSAGE } from '@anapa/shared/notifications/topics'
import { asEditor, residentClient } from '@/testing/residentClient'
import { lexicalParagraph } from '@anapa/shared/testing/lexical'

/**
 * Notifications against the real CMS: the bell's contract with its topic filter, Anapa
 * date and time, HTML bodies, scheduled publication, the audience rules (a resident never gets
 * another resident's personal notification; visitors only broadcasts) and the personal
 * notifications the CMS writes when an appeal is answered. Every answer is also checked against
 * docs/api/openapi.yaml (lib/test/contract/setupIntegration.ts).
 */
const { get, post, signUp } = residentClient('198.51.100.15')

type Item = {
  id: number
  topic: string
  title: string
  body: string
  date: string
  time: string
  published_at: string
  link: string | null
}

const PATH = '/v1/push/getPushNotification'
const bell = async (token?: string, topic?: string) => {
  const answer = await get(topic === undefined ? PATH : `${PATH}?topic=${encodeURIComponent(topic)}`, token)
  expect(answer.status).toBe(200)
  return answer.body.data as unknown as Item[]
}

let seq = 0
/** An editor publishes a notification in the admin's API; answers its id. */
async function publish(data: Record<string, unknown>): Promise<number> {
  const created = await asEditor<{ doc: { id: number } }>('POST', '/api/notifications', {
    topic: 'other',
    title: `Уведомление ${Date.now()}-${++seq}`,
    body: lexicalParagraph('Текст уведомления'),
    audience: 'everyone',
    ...data,
  })
  expect(created.status).toBe(201)
  return created.json.doc.id
}

const residentId = async (token: string) => (await get('/v1/user', token)).body.data.id as number

describe('notifications: the contract', () => {
  it('carries the site page an editor links a notification to, and refuses a link off the site', async () => {
    const id = await publish({ title: 'Купание запрещено: Центральный пляж', link: '/plyazhi/7' })
    expect((await bell()).find((n) => n.id === id)?.link).toBe('/plyazhi/7')
    const refused = await asEditor<{ errors: unknown[] }>('POST', '/api/notifications', {
      topic: 'stormAlert',
      title: 'Ссылка наружу',
      body: lexicalParagraph('Текст'),
      audience: 'everyone',
      link: 'https://evil.example/',
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('Ссылка — путь на сайте')
  })

  it('lists a broadcast with its HTML body and the date and time in Anapa time, newest first', async () => {
    const id = await publish({
      topic: 'stormAlert',
      title: 'Шторм у Джемете',
      body: lexicalParagraph('Купание запрещено', { bold: true }),
      published_at: '2026-07-12T06:30:00.000Z',
    })
    const items = await bell()
    const item = items.find((n) => n.id === id)
    expect(item).toEqual({
      id,
      topic: 'stormAlert',
      title: 'Шторм у Джемете',
      body: '<p><strong>Купание запрещено</strong></p>',
      date: '12.07.2026',
      time: '09:30',
      published_at: '2026-07-12T06:30:00.000Z',
      link: null,
    })
    const times = items.map((n) => n.published_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(items.length).toBeLessThanOrEqual(50)
  })

  it('serves the seeded demo broadcasts, one of each topic', async () => {
    const titles = (await bell()).map((n) => n.title)
    expect(titles).toEqual(
      expect.arrayContaining([
        'Штормовое предупреждение',
        'Фестиваль «Киноальянс» на набережной',
        'Изменения в расписании автобусов',
      ]),
    )
  })

  it('filters by topic: each topic only its own, all and none the same', async () => {
    await publish({ topic: 'poster', title: 'Концерт в парке 30-летия Победы' })
    for (const topic of ['stormAlert', 'poster', 'other']) {
      const items = await bell(undefined, topic)
      expect(items.length).toBeGreaterThan(0)
      expect(items.every((n) => n.topic === topic)).toBe(true)
    }
    expect(await bell(undefined, 'all')).toEqual(await bell())
  })

  it.each([['hotel'], ['ALL'], ['']])('answers 422 with fields.topic to topic=%j', async (topic) => {
    const answer = await get(`${PATH}?topic=${topic}`)
    expect(answer.status).toBe(422)
    expect(answer.body.data).toEqual({ message: TOPIC_FILTER_MESSAGE, fields: { topic: TOPIC_FILTER_MESSAGE } })
  })

  it('answers 401 to a token that is not valid (a visitor without one gets the broadcasts)', async () => {
    const answer = await get(PATH, 'x'.repeat(43))
    expect(answer.status).toBe(401)
    expect(answer.body.data.message).toBe('Требуется авторизация')
  })

  it('hides a scheduled notification until its time comes', async () => {
    const title = `Отложенное ${Date.now()}`
    const far = await publish({
      title: `${title} (через неделю)`,
      published_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    })
    await publish({ title, published_at: new Date(Date.now() + 4000).toISOString() })
    expect((await bell()).map((n) => n.title)).not.toContain(title)
    const deadline = Date.now() + 20_000
    while (!(await bell()).some((n) => n.title === title)) {
      if (Date.now() > deadline) throw new Error('the scheduled notification never appeared')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect((await bell()).map((n) => n.id)).not.toContain(far)
  }, 30_000)

  it('refuses a personal notification without a resident in the admin', async () => {
    const created = await asEditor('POST', '/api/notifications', {
      topic: 'other',
      title: 'Без адресата',
      body: lexicalParagraph('Текст'),
      audience: 'resident',
    })
    expect(created.status).toBe(400)
    expect(JSON.stringify(created.json)).toContain('Выберите жителя')
  })
})

describe('notifications: the count', () => {
  it('counts every notification due to the reader, also past the 50 the bell lists', async () => {
    // A new resident's own notifications under «Обращения»: nobody else's can join them mid-test.
    const token = await signUp()
    const resident = await residentId(token)
    const publishMine = async (n: number) => {
      for (let i = 0; i < n; i++) await publish({ topic: 'appeal', audience: 'resident', resident })
    }
    const mine = async () => {
      const answer = await get(`${PATH}?topic=appeal`, token)
      expect(answer.status).toBe(200)
      return { listed: (answer.body.data as unknown as Item[]).length, count: answer.body.meta?.count }
    }
    await publishMine(3)
    expect(await mine()).toEqual({ listed: 3, count: 3 })
    await publishMine(47)
    expect(await mine()).toEqual({ listed: 50, count: 50 })
    await publishMine(2)
    expect(await mine()).toEqual({ listed: 50, count: 52 })
  }, 60_000)
})

describe('notifications: audience rules (two residents, visitors)', () => {
  it("resident B never receives resident A's personal notification; visitors only broadcasts (0 leaks)", async () => {
    const a = await signUp()
    const b = await signUp()
    const forA = await publish({ audience: 'resident', resident: await residentId(a), title: 'Лично для A' })
    const forB = await publish({ audience: 'resident', resident: await residentId(b), title: 'Лично для B' })
    const broadcast = await publish({ title: 'Для всех' })

    const leaks: string[] = []
    const ids = async (token: string | undefined, topic?: string) => (await bell(token, topic)).map((n) => n.id)
    for (const topic of [undefined, 'all', 'other']) {
      const ofA = await ids(a, topic)
      const ofB = await ids(b, topic)
      const ofVisitor = await ids(undefined, topic)
      if (!ofA.includes(forA) || !ofA.includes(broadcast)) leaks.push(`A misses its own (${topic})`)
      if (ofA.includes(forB)) leaks.push(`A sees B's (${topic})`)
      if (!ofB.includes(forB) || !ofB.includes(broadcast)) leaks.push(`B misses its own (${topic})`)
      if (ofB.includes(forA)) leaks.push(`B sees A's (${topic})`)
      if (ofVisitor.includes(forA) || ofVisitor.includes(forB)) leaks.push(`a visitor sees a personal one (${topic})`)
      if (!ofVisitor.includes(broadcast)) leaks.push(`a visitor misses the broadcast (${topic})`)
    }
    expect(leaks).toEqual([])
  })
})

describe('notifications: personal ones from the CMS', () => {
  it('tells the author of an appeal when it is taken into work and when it is answered, under «Обращения», opening it, and nobody else', async () => {
    const token = await signUp()
    const other = await signUp()
    const topics = await get('/v1/appeals/topics')
    const topicId = (topics.body.data as unknown as { id: string }[])[0]!.id
    const filed = await post(
      '/v1/appeals',
      {
        topic_id: topicId,
        text: 'На детской площадке сломаны качели, дети могут пораниться',
        location: { lat: 44.8967624, lon: 37.3115879 },
        request_id: crypto.randomUUID(),
        consent: true,
      },
      token,
    )
    expect(filed.status).toBe(200)
    const { id, number } = filed.body.data as { id: string; number: string }

    expect(
      (await asEditor('PATCH', `/api/appeals/${id}`, { status: 'in_progress', status_note: 'Передали подрядчику' }))
        .status,
    ).toBe(200)
    expect((await bell(token, 'appeal')).find((n) => n.title === `Обращение ${number}: В работе`)).toMatchObject({
      topic: 'appeal',
      body: '<p>Статус обращения: «В работе».</p><p>Передали подрядчику</p>',
      link: `/moi-obrashcheniya/appeal-${id}`,
    })
    expect((await bell(token, 'other')).filter((n) => n.title.includes(number))).toEqual([])

    const answer = 'Качели заменены, площадка открыта.'
    expect((await asEditor('PATCH', `/api/appeals/${id}`, { status: 'resolved', answer_text: answer })).status).toBe(
      200,
    )
    const answered = (await bell(token)).find((n) => n.title === `Ответ на обращение ${number}`)
    expect(answered).toMatchObject({
      topic: 'appeal',
      body: `<p>${answer}</p><p>Статус: Решено.</p>`,
      link: `/moi-obrashcheniya/appeal-${id}`,
    })

    const elsewhere = [...(await bell(other)), ...(await bell())].map((n) => n.title)
    expect(elsewhere.filter((t) => t.includes(number))).toEqual([])
  })
})

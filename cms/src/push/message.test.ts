import { isDueForPush, isPushedKind, plainText, pushMessage, type Pushable } from './message'

const body = {
  root: {
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Купание ' },
          { type: 'text', text: 'запрещено.' },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: '  Ветер   до 20 м/с. ' }] },
    ],
  },
}

// What a push message says, and which notifications are pushed.
describe('push messages', () => {
  it('turns the rich body into one line of plain text of at most 200 characters', () => {
    expect(plainText(body)).toBe('Купание запрещено. Ветер до 20 м/с.')
    const long = plainText({ root: { children: [{ children: [{ text: 'а'.repeat(300) }] }] } })
    expect(long).toHaveLength(200)
    expect(long.endsWith('…')).toBe(true)
    expect(plainText(null)).toBe('')
  })

  it('carries id, title, plain body, topic and the link that opens the notification on the site', () => {
    const message = pushMessage({
      id: 7,
      topic: 'stormAlert',
      title: 'Шторм',
      // A partial Lexical tree: only the text nodes matter here.
      body: body as unknown as Pushable['body'],
      audience: 'everyone',
      resident: null,
      published_at: new Date().toISOString(),
    })
    expect(JSON.parse(message)).toEqual({
      id: '7',
      title: 'Шторм',
      body: 'Купание запрещено. Ветер до 20 м/с.',
      topic: 'stormAlert',
      url: '/?uvedomlenie=7',
    })
    // A notification that names a page (an official alert, a beach) opens that page.
    const linked = pushMessage({
      id: 8,
      topic: 'stormAlert',
      title: 'Купание запрещено: Центральный пляж',
      body: body as unknown as Pushable['body'],
      audience: 'everyone',
      resident: null,
      published_at: new Date().toISOString(),
      link: '/plyazhi/7',
    })
    expect(JSON.parse(linked).url).toBe('/plyazhi/7')
  })

  it('pushes МЧС for everyone and every personal notification, not Афиша or Другое for everyone', () => {
    expect(isPushedKind({ topic: 'stormAlert', audience: 'everyone' })).toBe(true)
    expect(isPushedKind({ topic: 'other', audience: 'resident' })).toBe(true)
    expect(isPushedKind({ topic: 'poster', audience: 'everyone' })).toBe(false)
    expect(isPushedKind({ topic: 'other', audience: 'everyone' })).toBe(false)
  })

  it('pushes only what is due and less than a day old', () => {
    const now = Date.now()
    expect(isDueForPush({ published_at: new Date(now - 1000).toISOString() }, now)).toBe(true)
    expect(isDueForPush({ published_at: new Date(now + 60_000).toISOString() }, now)).toBe(false)
    expect(isDueForPush({ published_at: new Date(now - 25 * 3_600_000).toISOString() }, now)).toBe(false)
  })
})

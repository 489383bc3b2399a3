import {
  MAX_STORED_READ_IDS,
  READ_IDS_KEY,
  filterByTopic,
  isRead,
  loadReadIds,
  markAllRead,
  markRead,
  saveReadIds,
  topicLabel,
  unreadCount,
} from './readState'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

const ITEMS = [
  { id: '5', topic: 'stormAlert' },
  { id: '4', topic: 'poster' },
  { id: '3', topic: 'other' },
  { id: '2', topic: 'stormAlert' },
]

describe('stored read ids (docs/spec.md#4-states-and-transitions: on load all are unread, except ids stored locally)', () => {
  it('starts with every notification unread when nothing is stored', () => {
    const ids = loadReadIds(memoryStorage())
    expect(ids).toEqual([])
    expect(unreadCount(ITEMS, ids)).toBe(4)
  })

  it('counts the stored ids as read and only those', () => {
    const ids = loadReadIds(memoryStorage({ [READ_IDS_KEY]: JSON.stringify(['4', '2', '999']) }))
    expect(unreadCount(ITEMS, ids)).toBe(2)
    expect(isRead(ids, '4')).toBe(true)
    expect(isRead(ids, '5')).toBe(false)
  })

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"4":true}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('treats a stored value that is %s as nothing read', (_name, stored) => {
    expect(loadReadIds(memoryStorage({ [READ_IDS_KEY]: stored }))).toEqual([])
  })

  it('keeps only string ids, once each', () => {
    const stored = JSON.stringify(['4', 4, null, '', '4', 'x'.repeat(65), '2'])
    expect(loadReadIds(memoryStorage({ [READ_IDS_KEY]: stored }))).toEqual(['4', '2'])
  })

  it('survives a reload: what is saved is what the next load reads', () => {
    const storage = memoryStorage()
    saveReadIds(storage, markRead([], '5'))
    expect(loadReadIds(storage)).toEqual(['5'])
  })

  it('works without storage (disabled by the browser) and when writing throws', () => {
    expect(loadReadIds(null)).toEqual([])
    expect(() => saveReadIds(null, ['1'])).not.toThrow()
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => saveReadIds(full, ['1'])).not.toThrow()
  })

  it(`caps the stored ids at ${MAX_STORED_READ_IDS}, dropping the oldest`, () => {
    const many = Array.from({ length: MAX_STORED_READ_IDS + 10 }, (_, i) => String(i))
    const ids = markRead(many, 'newest')
    expect(ids).toHaveLength(MAX_STORED_READ_IDS)
    expect(ids[0]).toBe('11')
    expect(ids.at(-1)).toBe('newest')
  })
})

describe('opening one and reading all (docs/spec.md#4-states-and-transitions)', () => {
  it('opening an item marks that one read', () => {
    const ids = markRead([], '4')
    expect(unreadCount(ITEMS, ids)).toBe(3)
    expect(isRead(ids, '4')).toBe(true)
  })

  it('opening an item twice stores it once and keeps the same array', () => {
    const once = markRead([], '4')
    expect(markRead(once, '4')).toBe(once)
  })

  it('read all marks every listed item read, keeping the ids read before', () => {
    const ids = markAllRead(['100'], ITEMS)
    expect(unreadCount(ITEMS, ids)).toBe(0)
    expect(ids).toEqual(['100', '5', '4', '3', '2'])
  })

  it('a notification published after read all is unread', () => {
    const ids = markAllRead([], ITEMS)
    expect(unreadCount([{ id: '6', topic: 'stormAlert' }, ...ITEMS], ids)).toBe(1)
  })
})

describe('the topic filter (docs/spec.md#2-screens-and-routes: all / МЧС / Афиша / Другое, single choice)', () => {
  it('all keeps every item in order', () => {
    expect(filterByTopic(ITEMS, 'all').map((i) => i.id)).toEqual(['5', '4', '3', '2'])
  })

  it.each([
    ['stormAlert', ['5', '2']],
    ['poster', ['4']],
    ['other', ['3']],
  ] as const)('%s keeps only its items', (topic, ids) => {
    expect(filterByTopic(ITEMS, topic).map((i) => i.id)).toEqual(ids)
  })

  it('a topic without items gives an empty list (the empty state)', () => {
    expect(filterByTopic([{ id: '1', topic: 'poster' }], 'other')).toEqual([])
  })

  it('labels the topics in Russian', () => {
    expect(['stormAlert', 'poster', 'other', 'all', 'x'].map(topicLabel)).toEqual([
      'МЧС',
      'Афиша',
      'Другое',
      null,
      null,
    ])
  })
})

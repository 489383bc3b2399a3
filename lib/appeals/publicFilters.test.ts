import { filtersQuery, matchesFilters, NO_FILTERS, parseFilters, topicsOf } from './publicFilters'

const appeal = (topic: string, status: 'new' | 'resolved' | 'duplicate', closed: boolean) => ({
  topic: { id: topic, name: `Тема ${topic}` },
  status,
  closed,
})

describe('public appeals filters', () => {
  it('reads a topic and a status from the address, and nothing else', () => {
    expect(parseFilters({ tema: '3', status: 'open' })).toEqual({ topic: '3', status: 'open' })
    expect(parseFilters({ tema: ['4', '5'], status: 'resolved' })).toEqual({ topic: '4', status: 'resolved' })
    expect(parseFilters({ tema: 'x', status: 'archived' })).toEqual(NO_FILTERS)
    expect(parseFilters({})).toEqual(NO_FILTERS)
  })

  it('writes only the filters that are set, and reads back what it wrote', () => {
    expect(filtersQuery(NO_FILTERS)).toEqual({})
    const filters = { topic: '7', status: 'closed' as const }
    expect(parseFilters(filtersQuery(filters))).toEqual(filters)
  })

  it('matches by topic, by open or closed, and by one status', () => {
    const open = appeal('1', 'new', false)
    const resolved = appeal('1', 'resolved', true)
    const other = appeal('2', 'duplicate', true)
    const pick = (filters: Parameters<typeof matchesFilters>[1]) =>
      [open, resolved, other].filter((a) => matchesFilters(a, filters))
    expect(pick(NO_FILTERS)).toEqual([open, resolved, other])
    expect(pick({ topic: '1', status: null })).toEqual([open, resolved])
    expect(pick({ topic: null, status: 'open' })).toEqual([open])
    expect(pick({ topic: null, status: 'closed' })).toEqual([resolved, other])
    expect(pick({ topic: '2', status: 'resolved' })).toEqual([])
    expect(pick({ topic: null, status: 'resolved' })).toEqual([resolved])
  })

  it('lists each topic of the shown appeals once, by name', () => {
    const list = [
      { topic: { id: '2', name: 'Дороги' } },
      { topic: { id: '1', name: 'Благоустройство' } },
      { topic: { id: '2', name: 'Дороги' } },
    ]
    expect(topicsOf(list)).toEqual([
      { id: '1', name: 'Благоустройство' },
      { id: '2', name: 'Дороги' },
    ])
  })
})

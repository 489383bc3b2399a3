import { ContractError } from '@/contract/http'
import { parseSearchParams } from './params'

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))

function failure(query: string): string {
  try {
    parse(query)
  } catch (error) {
    if (error instanceof ContractError && error.status === 400) return error.message
    throw error
  }
  throw new Error('expected a 400')
}

describe('parseSearchParams', () => {
  it('reads query, coordinate (lat,lon) and entity, with paging defaults', () => {
    expect(parse('query=джемете&coordinate=44.8857,37.31992&entity=beach')).toEqual({
      query: 'джемете',
      near: { lat: 44.8857, lon: 37.31992 },
      entity: 'beach',
      page: 1,
      perPage: 20,
    })
  })

  it.each([
    ['', ''],
    ['query=', ''],
    ['query=%20%20', ''],
    ['query=%20пляж', 'пляж'],
    ['query=пляж%20', 'пляж '],
  ])('%s gives the query %j', (qs, expected) => {
    expect(parse(qs).query).toBe(expected)
  })

  it('takes page and per_page up to 100', () => {
    expect(parse('query=a&page=3&per_page=100')).toMatchObject({ page: 3, perPage: 100 })
    expect(failure('query=a&per_page=101')).toBe('Параметр per_page должен быть от 1 до 100')
  })

  it.each(['44.8857', '44.8857;37.3', 'abc,def', '91,37', '44,181', '44.1,37.1,1'])(
    'refuses the coordinate %s in Russian',
    (coordinate) => {
      expect(failure(`query=a&coordinate=${encodeURIComponent(coordinate)}`)).toMatch(
        /^Параметр coordinate должен быть/,
      )
    },
  )

  it('accepts negative and spaced coordinates, ignores an empty one', () => {
    expect(parse('query=a&coordinate=-33.9,%2018.4').near).toEqual({ lat: -33.9, lon: 18.4 })
    expect(parse('query=a&coordinate=').near).toBeNull()
  })

  it('refuses an unknown entity, listing the known ones', () => {
    expect(failure('query=a&entity=hotel')).toBe(
      'Параметр entity принимает значения: beach, urban, place, route, event, camera, clickpass-products, magazine',
    )
    expect(parse('query=a&entity=').entity).toBeNull()
  })

  it('refuses a query longer than 200 characters', () => {
    expect(failure(`query=${'а'.repeat(201)}`)).toBe('Параметр query должен быть не длиннее 200 символов')
    expect(parse(`query=${'а'.repeat(200)}`).query).toHaveLength(200)
  })
})

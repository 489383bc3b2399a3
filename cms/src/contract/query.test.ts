import { ContractError } from './http'
import { intParam } from './query'

const param = (query: string) => () => intParam(new URLSearchParams(query), 'page', 1, 10_000)

describe('intParam', () => {
  it.each([
    ['page=7', 7],
    ['page=', 1],
    ['', 1],
    ['page=010', 10],
    ['page=10000', 10_000],
  ])('reads %s as %s', (query, expected) => {
    expect(param(query)()).toBe(expected)
  })

  it.each(['page=99999999999', 'page=10001', 'page=0', 'page=000', `page=${'9'.repeat(400)}`])(
    'answers %s with the range, not "not a number"',
    (query) => {
      expect(param(query)).toThrow(new ContractError(400, 'Параметр page должен быть от 1 до 10000'))
    },
  )

  it.each(['page=-1', 'page=1.5', 'page=1e3', 'page=abc', 'page= 1'])(
    'answers %s as not a positive integer',
    (query) => {
      expect(param(query)).toThrow(new ContractError(400, 'Параметр page должен быть целым положительным числом'))
    },
  )
})

import { requestIdFrom, saneRequestId } from './requestId'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('saneRequestId', () => {
  it.each([
    ['a UUID', '2f1c7a1e-8a4b-4c8e-9d7e-0b1c2d3e4f50'],
    ["nginx's $request_id", '0123456789abcdef0123456789abcdef'],
    ['dots and underscores', 'lb-1.req_42'],
    ['64 characters', 'a'.repeat(64)],
  ])('keeps %s', (_name, id) => {
    expect(saneRequestId(id)).toBe(id)
  })

  it.each([
    ['65 characters', 'a'.repeat(65)],
    ['an empty string', ''],
    ['a newline (log injection)', 'abc\n{"level":50}'],
    ['a space', 'abc def'],
    ['a quote', 'abc"def'],
    ['a header break', 'abc\r\nset-cookie: x=1'],
    ['non-ASCII letters', 'запрос-1'],
    ['a slash', '../etc'],
    ['a repeated header', ['abc', 'def']],
    ['no header', undefined],
    ['null', null],
  ])('refuses %s', (_name, id) => {
    expect(saneRequestId(id)).toBeNull()
  })
})

describe('requestIdFrom', () => {
  it("keeps the caller's sane id", () => {
    expect(requestIdFrom('nginx-0001')).toBe('nginx-0001')
  })

  it('makes a fresh UUID for a missing or hostile one, different each time', () => {
    const first = requestIdFrom('bad id\n')
    const second = requestIdFrom(undefined)
    expect(first).toMatch(UUID)
    expect(second).toMatch(UUID)
    expect(first).not.toBe(second)
  })
})

import {
  readReturnPath,
  safeReturnPath,
  signInHref,
  signInReason,
  SIGN_IN_TO_CONTINUE,
  withoutReturnParam,
} from './returnPath'

describe('safeReturnPath: only a path of this site comes back after sign-in', () => {
  it.each([
    ['/my-transport', '/my-transport'],
    ['/pokupki/detail-tury?booking=7', '/pokupki/detail-tury?booking=7'],
    ['/ekskursii-i-tury/utrish#bronirovanie', '/ekskursii-i-tury/utrish#bronirovanie'],
    ['/moi-obrashcheniya/appeal-12', '/moi-obrashcheniya/appeal-12'],
    // A query may itself hold slashes: it is not where the browser goes.
    ['/poisk?q=//x', '/poisk?q=//x'],
    // Encoded slashes stay encoded: a path segment, never a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    // Dot segments are resolved as the browser would.
    ['/a/../izbrannoe', '/izbrannoe'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })

  it.each([
    ['an absolute URL', 'https://evil.example/my-transport'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data URL', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/my-transport\\..\\'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a space', '/ /evil.example'],
    ['dot segments that resolve to //', '/.//evil.example'],
    ['dot segments up to //', '/a/../..//evil.example'],
    ['a relative path', 'my-transport'],
    ['an empty value', ''],
    ['an API route', '/api/graphql'],
    ['a built file', '/_next/static/chunks/app.js'],
    ['an overlong value', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull()
  })

  it.each([[null], [undefined], [42], [['/my-transport']], [{ toString: () => '/my-transport' }]])(
    'refuses a value that is not a string: %p',
    (value) => {
      expect(safeReturnPath(value)).toBeNull()
    },
  )
})

describe('signInHref and readReturnPath', () => {
  it('round-trips a path through the home page query', () => {
    const href = signInHref('/pokupki/detail-tury?booking=7')
    expect(href).toBe('/?vhod=%2Fpokupki%2Fdetail-tury%3Fbooking%3D7')
    expect(readReturnPath(href.slice(1))).toBe('/pokupki/detail-tury?booking=7')
  })

  it('sends an unsafe path to plain home, and reads no path from a hostile query', () => {
    expect(signInHref('//evil.example')).toBe('/')
    expect(readReturnPath('?vhod=https%3A%2F%2Fevil.example')).toBeNull()
    expect(readReturnPath('?vhod=%2F%5Cevil.example')).toBeNull()
    expect(readReturnPath('?vhod=%2F%09%2Fevil.example')).toBeNull()
    expect(readReturnPath('?other=1')).toBeNull()
    expect(readReturnPath('')).toBeNull()
  })

  it('drops only the return parameter from a query', () => {
    expect(withoutReturnParam('?vhod=%2Fmy-transport')).toBe('')
    expect(withoutReturnParam('?uvedomlenie=vse&vhod=%2Fmy-transport')).toBe('?uvedomlenie=vse')
  })
})

describe('signInReason: the page asked for, named as its view names it', () => {
  it.each([
    ['/my-transport', 'Войдите, чтобы открыть «Мой транспорт»'],
    ['/izbrannoe', 'Войдите, чтобы открыть «Избранное»'],
    ['/rezident-applications', 'Войдите, чтобы открыть «Заявки»'],
    ['/upravleniye-profilem', 'Войдите, чтобы открыть «Управление профилем»'],
    ['/pokupki', 'Войдите, чтобы открыть «Бронирования и поездки»'],
    ['/pokupki/7', 'Войдите, чтобы открыть «Бронирования и поездки»'],
    ['/pokupki/detail-tury?booking=7', 'Войдите, чтобы открыть «Бронирования и поездки»'],
    ['/moi-obrashcheniya', 'Войдите, чтобы открыть «Мои обращения»'],
    ['/moi-obrashcheniya/appeal-12', 'Войдите, чтобы открыть «Мои обращения»'],
    ['/moi-obrashcheniya/novoe-obrashchenie', 'Войдите, чтобы открыть «Новое обращение»'],
  ])('%s', (path, reason) => {
    expect(signInReason(path)).toBe(reason)
  })

  it('says only «Войдите, чтобы продолжить» for any other path, never a prefix look-alike', () => {
    expect(signInReason('/plyazhi/3')).toBe(SIGN_IN_TO_CONTINUE)
    expect(signInReason('/my-transport-fake')).toBe(SIGN_IN_TO_CONTINUE)
  })
})

import { AUTH_REQUIRED_PREFIXES, BOTTOM_BAR_LINKS, crumbsFor, HEADER_MENUS, isActivePath, requiresAuth } from './routes'
import { matchRoute, ROUTES } from './routeTable'

describe('crumbsFor', () => {
  it.each([
    ['/', []],
    ['/afisha', [{ href: '/afisha', label: 'Афиша' }]],
    ['/afisha/den-goroda', [{ href: '/afisha', label: 'Афиша' }]],
    ['/ekskursii-i-tury/ekskursii-i-tury-group', [{ href: '/ekskursii-i-tury', label: 'Экскурсии и туры' }]],
    ['/infrastruktura/', [{ href: '/infrastruktura', label: 'Инфраструктура' }]],
    ['/interesnye-mesta/17', [{ href: '/interesnye-mesta', label: 'Интересные места' }]],
    ['/karta', [{ href: '/karta', label: 'Карта' }]],
    ['/moi-obrashcheniya/appeal-12', [{ href: '/moi-obrashcheniya', label: 'Мои обращения' }]],
    ['/peshie-marshruty/3', [{ href: '/peshie-marshruty', label: 'Пешие маршруты' }]],
    ['/plyazhi/12', [{ href: '/plyazhi', label: 'Пляжи' }]],
    [
      '/plyazhi/group-4',
      [
        { href: '/plyazhi', label: 'Пляжи' },
        { href: '/plyazhi/group-4', label: 'Группа пляжей' },
      ],
    ],
    ['/pokupki/detail-tury', [{ href: '/pokupki', label: 'Бронирования и поездки' }]],
    ['/rezident-applications', [{ href: '/rezident-applications', label: 'Заявки' }]],
    [
      '/rezidentskoe-razreshenie',
      [{ href: '/rezidentskoe-razreshenie', label: 'Резидентское разрешение для автомобиля' }],
    ],
    ['/zhurnal-kurorta?category=plyazhi&page=2', [{ href: '/zhurnal-kurorta', label: 'Журнал курорта' }]],
    ['/zhurnal-kurorta/news/luchshie-plyazhi#gallery', [{ href: '/zhurnal-kurorta', label: 'Журнал курорта' }]],
  ])('%s', (path, expected) => {
    expect(crumbsFor(path)).toEqual(expected)
  })

  it.each(['/poisk?search=пляж', '/prilozhenie', '/my-transport', '/onlayn-kamery', '/unknown/deep/path', ''])(
    'gives no crumbs for %s',
    (path) => {
      expect(crumbsFor(path)).toEqual([])
    },
  )

  it('does not mistake a bare group- prefix for a group page', () => {
    expect(matchRoute('/plyazhi/group-')?.pattern).toBe('/plyazhi/{id}')
  })

  it('ignores hostile input without throwing', () => {
    expect(crumbsFor('javascript:alert(1)')).toEqual([])
    expect(crumbsFor('//evil.example/plyazhi')).toEqual([])
  })
})

describe('matchRoute', () => {
  it.each([
    ['/plyazhi/group-7', '/plyazhi/group-{id}'],
    ['/plyazhi/7', '/plyazhi/{id}'],
    ['/ekskursii-i-tury/ekskursii-i-tury-group', '/ekskursii-i-tury/ekskursii-i-tury-group'],
    ['/ekskursii-i-tury/dolphin-tour', '/ekskursii-i-tury/{slug}'],
    ['/pokupki/detail-sobitiya', '/pokupki/detail-sobitiya'],
    ['/moi-obrashcheniya/novoe-obrashchenie', '/moi-obrashcheniya/novoe-obrashchenie'],
    ['/moi-obrashcheniya/appeal-5', '/moi-obrashcheniya/appeal-{id}'],
    ['/zhurnal-kurorta/news/slug', '/zhurnal-kurorta/{type}/{slug}'],
    ['/_icons', '/_icons'],
  ])('%s is %s', (path, pattern) => {
    expect(matchRoute(path)?.pattern).toBe(pattern)
  })

  it('knows no route for unknown paths', () => {
    expect(matchRoute('/moi-obrashcheniya/12')).toBeUndefined()
    expect(matchRoute('/nope')).toBeUndefined()
  })

  it('covers the 36 routes of the spec table, the 2 of the public appeals and the accessibility statement', () => {
    expect(ROUTES).toHaveLength(39)
  })

  // Breadcrumbs look only at the routes with a crumb (lib/routes.ts): for a path of any route, they
  // must find the crumb the whole table gives, so no route without one may shadow a crumb.
  it.each(ROUTES.map((route) => route.pattern))('gives %s the crumb of the whole table', (pattern) => {
    const path = pattern.replace(/\{[a-z]+\}/g, '7')
    const last = crumbsFor(path).at(-1)
    const expected = matchRoute(path)?.crumb
    if (expected) expect(last).toEqual({ href: path, label: expected })
    else expect(last?.href).not.toBe(path)
  })
})

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/afisha', '/', false],
    ['/afisha', '/afisha', true],
    ['/afisha/', '/afisha', true],
    ['/afisha/koncert?x=1', '/afisha', true],
    ['/afisha-archive', '/afisha', false],
  ])('%s under %s: %s', (current, href, expected) => {
    expect(isActivePath(current, href)).toBe(expected)
  })
})

describe('requiresAuth', () => {
  it.each([
    ['/moi-obrashcheniya', true],
    ['/moi-obrashcheniya/appeal-3', true],
    ['/moi-obrashcheniya/novoe-obrashchenie?from=profile', true],
    ['/my-transport', true],
    ['/my-transport/', true],
    ['/rezident-applications', true],
    ['/upravleniye-profilem#uvedomleniya', true],
    ['/izbrannoe', true],
    ['/pokupki/detail-tury', true],
    ['/', false],
    ['/zhurnal-kurorta', false],
    ['/rezidentskoe-razreshenie', false],
    // A shared prefix is not a parent path.
    ['/my-transport-info', false],
    ['/pokupkikupki', false],
    ['', false],
  ])('%s: %s', (path, expected) => {
    expect(requiresAuth(path)).toBe(expected)
  })

  it('lists only spec routes', () => {
    for (const prefix of AUTH_REQUIRED_PREFIXES) expect(matchRoute(prefix)).toBeDefined()
  })
})

describe('navigation data', () => {
  it('points every internal menu link at a spec route', () => {
    const internal = [...HEADER_MENUS.flatMap((group) => group.items), ...BOTTOM_BAR_LINKS].filter(
      (link) => !('external' in link && link.external),
    )
    for (const link of internal) expect(matchRoute(link.href)).toBeDefined()
  })
})

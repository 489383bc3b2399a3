import { expect, test } from './fixtures'

/** The GraphQL gateway over HTTP, as browsers and attackers reach it. */
test.describe('/api/graphql', () => {
  test('answers a JSON query with domain-shaped data', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: { query: '{ journalCategories { slug name } }' },
    })
    expect(response.status()).toBe(200)
    const { data } = await response.json()
    expect(data.journalCategories).toHaveLength(6)
    expect(data.journalCategories[0]).toEqual({ slug: 'plyazhi', name: 'Пляжи' })
  })

  test('refuses a cross-site "simple" request (CSRF prevention)', async ({ request }) => {
    const textPlain = await request.post('/api/graphql', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({ query: '{ ok }' }),
    })
    expect(textPlain.status()).toBe(400)
    const get = await request.get('/api/graphql?query=%7Bok%7D')
    expect(get.status()).toBe(400)
  })

  test('refuses a mutation sent from another site', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      headers: { origin: 'https://evil.example' },
      data: { query: 'mutation { logout }' },
    })
    const body = await response.json()
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } })
    expect(body.data ?? null).toBeNull()
  })

  test('refuses a query nested deeper than any page needs', async ({ request }) => {
    const deep = `{ journal { items { category { id } } } ${'a: journal { items { id } } '.repeat(120)} }`
    const response = await request.post('/api/graphql', { data: { query: deep } })
    const body = await response.json()
    expect(body.errors[0].message).toMatch(/Запрос слишком большой/)
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|at .*\.js:\d+/)
  })

  test('never leaks internals in errors', async ({ request }) => {
    const response = await request.post('/api/graphql', {
      data: { query: 'query ($p: Int!) { journal(page: $p) { pageInfo { total } } }', variables: { p: 0 } },
    })
    const body = await response.json()
    expect(body.errors[0]).toMatchObject({
      message: 'Некорректный номер страницы',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    expect(JSON.stringify(body)).not.toContain('stacktrace')
  })
})

test.describe('/api/revalidate', () => {
  test('answers 401 without the secret and 405 to GET', async ({ request }) => {
    expect((await request.post('/api/revalidate', { data: { paths: ['/'] } })).status()).toBe(401)
    const wrong = await request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': 'guess' },
      data: { paths: ['/'] },
    })
    expect(wrong.status()).toBe(401)
    expect((await request.get('/api/revalidate')).status()).toBe(405)
  })
})

import { Kind, parse, print, validate, type DocumentNode } from 'graphql'

import * as documents from '@/lib/__generated__/gql/graphql'
import { fakeCityApi, REST_RESIDENT, type FakeAnswer, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { PERSISTED_QUERIES_MESSAGE } from './errorMessages'
import { GRAPHQL_BODY_LIMIT_BYTES } from './http'
import { resolvers } from './resolvers'
import { schema } from './schema'
import { createGatewayServer } from './server'
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@anapa/shared/text/forbiddenCharacters'
import {
  MAX_UPSTREAM_CALLS,
  operationLimits,
  TOO_MANY_UPSTREAM_CALLS_MESSAGE,
  UPSTREAM_CALLS,
} from './validation/limits'

/** The real schema, resolvers and CityApi in-process; only fetch is faked, and every call is recorded. */
function harness(routes: FakeRoutes = {}, { token = null as string | null } = {}) {
  const { requests: calls, cityApi } = fakeCityApi(routes)
  const context: GatewayContext = {
    api: cityApi({ token }),
    token,
    sameOrigin: true,
  }
  const server = createGatewayServer()
  const run = async (request: { query?: string; variables?: Record<string, unknown>; extensions?: object }) => {
    const response = await server.executeOperation(request as { query: string }, { contextValue: context })
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    return { ...response.body.singleResult, status: response.http.status }
  }
  return { run, calls }
}

const redirectToList = (path: string): FakeAnswer => ({
  status: 308,
  body: null,
  headers: { location: `http://cms.test${path}` },
})
const list = { status: 200, body: { data: [{ id: 1, title: 'Группа' }] } }

describe('gateway details with empty, dot or reserved keys', () => {
  // The CMS as it was: a trailing slash redirects to the list, and /groups is the group list.
  const routes: FakeRoutes = {
    'GET /v1/events/': redirectToList('/v1/events'),
    'GET /v1/tours/': redirectToList('/v1/tours'),
    'GET /v1/tours/groups': list,
    'GET /v1/beaches/': redirectToList('/v1/beaches'),
    'GET /v1/beaches/groups': list,
    'GET /v1/beaches/groups/': redirectToList('/v1/beaches/groups'),
    'GET /v1/places/': redirectToList('/v1/places'),
    'GET /v1/routes/': redirectToList('/v1/routes'),
    'GET /v1/infrastructure/': redirectToList('/v1/infrastructure'),
    'GET /v2/magazines/': redirectToList('/v1/magazines'),
  }

  it.each([
    ['event(slug: "")', 'event'],
    ['event(slug: "..")', 'event'],
    ['tour(slug: "")', 'tour'],
    ['tour(slug: "groups")', 'tour'],
    ['tour(slug: "a/b")', 'tour'],
    ['infrastructureObject(slug: "")', 'infrastructureObject'],
    ['place(id: "")', 'place'],
    ['walkingRoute(id: ".")', 'walkingRoute'],
    ['beach(id: "")', 'beach'],
    ['beach(id: "groups")', 'beach'],
    ['beachGroup(id: "")', 'beachGroup'],
    ['beachGroup(id: "../..")', 'beachGroup'],
  ])('%s is null and never reaches the CMS', async (field, name) => {
    const { run, calls } = harness(routes)
    const result = await run({ query: `{ ${field} { id } }` })
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({ [name]: null })
    expect(calls).toEqual([])
  })

  it.each([['article(type: "stati", slug: "")'], ['article(type: "stati", slug: "..")']])(
    '%s is null and never reaches the CMS',
    async (field) => {
      const { run, calls } = harness(routes)
      const result = await run({ query: `{ ${field} { id } }` })
      expect(result).toMatchObject({ data: { article: null } })
      expect(calls).toEqual([])
    },
  )

  it('answers an upstream redirect as UPSTREAM_UNAVAILABLE, never as the list it points to', async () => {
    const { run } = harness({ 'GET /v1/events/x': redirectToList('/v1/events') })
    const result = await run({ query: '{ event(slug: "x") { id } }' })
    expect(result.data).toEqual({ event: null })
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE')
  })
})

describe('gateway refusals in Russian', () => {
  it('refuses an automatic persisted query with 400 and a Russian message', async () => {
    const { run, calls } = harness()
    const result = await run({ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } })
    expect(result.status).toBe(400)
    expect(result.errors).toEqual([
      { message: PERSISTED_QUERIES_MESSAGE, extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } },
    ])
    expect(calls).toEqual([])
  })

  it.each([
    ['a literal', '{ beaches(page: 12345678901) { pageInfo { total } } }', {}],
    ['a variable', 'query ($p: Int!) { beaches(page: $p) { pageInfo { total } } }', { p: 12345678901 }],
    [
      'a variable of the journal',
      'query ($page: Int!) { journal(page: $page) { pageInfo { total } } }',
      { page: 12345678901 },
    ],
  ])('answers an 11-digit page as %s with the page message and BAD_USER_INPUT', async (_case, query, variables) => {
    const { run, calls } = harness()
    const result = await run({ query, variables })
    expect(result.errors).toHaveLength(1)
    expect(result.errors?.[0]).toMatchObject({
      message: 'Некорректный номер страницы',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    expect(calls).toEqual([])
  })

  it('answers an 11-digit pageSize of the search in its own words', async () => {
    const { run } = harness()
    const result = await run({ query: '{ search(query: "пляж", pageSize: 99999999999) { pageInfo { total } } }' })
    expect(result.errors?.[0]).toMatchObject({ message: 'Некорректный размер страницы' })
  })

  it.each([
    ['a syntax error', '{ beaches(page: 1) { pageInfo { total } }', 'Синтаксическая ошибка в запросе'],
    ['an unknown field', '{ beaches { nope } }', 'Поле «nope» не существует в типе «BeachPage»'],
    [
      'an unknown argument',
      '{ beaches(size: 1) { pageInfo { total } } }',
      'Неизвестный аргумент «size» поля «Query.beaches»',
    ],
    ['a missing argument', '{ beach { id } }', 'Не указан обязательный аргумент «id» поля «beach»'],
    ['a missing selection', '{ beaches }', 'Укажите вложенные поля для «beaches»'],
    ['a wrong enum', '{ events(date: TOMORROW) { pageInfo { total } } }', 'Некорректное значение аргумента «date»'],
    ['a wrong type', '{ beaches(page: "1") { pageInfo { total } } }', 'Некорректный номер страницы'],
    ['an undefined variable', '{ beaches(page: $p) { pageInfo { total } } }', 'Переменная «$p» не объявлена'],
    ['two anonymous operations', '{ ok } { ok }', 'Безымянная операция должна быть единственной'],
  ])('answers %s in Russian', async (_case, query, message) => {
    const { run } = harness()
    const result = await run({ query })
    expect(result.errors?.[0]?.message).toBe(message)
    expect(JSON.stringify(result.errors)).not.toMatch(/[A-Za-z]{4,} [a-z]{3,} [a-z]{3,}/)
  })

  it('answers a missing variable and a variable of the wrong type in Russian', async () => {
    const { run } = harness()
    const missing = await run({ query: 'query ($id: ID!) { beach(id: $id) { id } }', variables: {} })
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Не указана переменная «$id»',
      extensions: { code: 'BAD_USER_INPUT' },
    })
    const wrong = await run({
      query: 'query ($p: Int!) { walkingRoutes(page: $p) { pageInfo { total } } }',
      variables: { p: 'x' },
    })
    expect(wrong.errors?.[0]?.message).toBe('Некорректный номер страницы')
  })

  it('answers the depth and cost limits in Russian', async () => {
    const { run } = harness()
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: cameras { id }`).join(' ')
    const result = await run({ query: `{ ${aliases} }` })
    expect(result.errors?.[0]?.message).toMatch(/^Запрос слишком сложный/)
  })
})

describe('NUL and bidi controls in text inputs', () => {
  const user = REST_RESIDENT
  const UPDATE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { name } }`

  it.each([
    ['NUL', 'Ан\u0000на'],
    ['a right-to-left override', 'Ан\u202eна'],
    ['a left-to-right isolate', 'Ан\u2066на'],
  ])('refuses %s in a profile name, naming the field, before any REST call', async (_case, name) => {
    const { run, calls } = harness(
      { 'PUT /v1/user': { status: 200, body: { success: true, data: user } } },
      { token: 't' },
    )
    const result = await run({ query: UPDATE, variables: { input: { name, lastname: 'Смирнова', email: 'a@b.ru' } } })
    expect(result.errors?.[0]).toMatchObject({
      message: FORBIDDEN_CHARACTERS_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'input.name', fields: { name: FORBIDDEN_CHARACTERS_MESSAGE } },
    })
    expect(calls).toEqual([])
  })

  it('refuses them in the search text and in literals too', async () => {
    const { run, calls } = harness()
    const search = await run({
      query: 'query ($q: String!) { search(query: $q) { pageInfo { total } } }',
      variables: { q: 'пляж\u0000' },
    })
    expect(search.errors?.[0]).toMatchObject({ message: FORBIDDEN_CHARACTERS_MESSAGE, extensions: { field: 'query' } })
    const literal = await run({ query: '{ search(query: "пляж\\u202e") { pageInfo { total } } }' })
    expect(literal.errors?.[0]?.message).toBe(FORBIDDEN_CHARACTERS_MESSAGE)
    expect(calls).toEqual([])
  })

  it('lets ordinary Russian text with line breaks through', async () => {
    const { run, calls } = harness({ 'GET /v1/search': { status: 200, body: { data: [], meta: { count: 0 } } } })
    const result = await run({ query: '{ search(query: "Пляж «Джемете»\\n") { pageInfo { total } } }' })
    expect(result.errors).toBeUndefined()
    expect(calls).toHaveLength(1)
  })
})

describe('REST calls per operation are bounded and deduped', () => {
  it('refuses 150 aliases of a detail field before any REST call', async () => {
    const { run, calls } = harness()
    const aliases = Array.from({ length: 150 }, (_, i) => `e${i}: event(slug: "s${i}") { id }`).join(' ')
    const result = await run({ query: `{ ${aliases} }` })
    expect(result.status).toBe(400)
    expect(result.errors?.[0]?.message).toBe(`${TOO_MANY_UPSTREAM_CALLS_MESSAGE} (150 > ${MAX_UPSTREAM_CALLS})`)
    expect(calls).toHaveLength(0)
  })

  it('counts through fragments and inline fragments, and mutations by their real calls', async () => {
    const { run, calls } = harness()
    const fragment = `fragment F on Query { ${Array.from({ length: 8 }, (_, i) => `c${i}: cameras { id }`).join(' ')} }`
    const result = await run({ query: `{ ...F ... on Query { ...F } x: cameras { id } ... { ...F } } ${fragment}` })
    expect(result.errors?.[0]?.message).toBe(`${TOO_MANY_UPSTREAM_CALLS_MESSAGE} (25 > ${MAX_UPSTREAM_CALLS})`)
    const logins = Array.from({ length: 11 }, (_, i) => `l${i}: login(phone: "79181234567", password: "x") { id }`)
    const mutation = await run({ query: `mutation { ${logins.join(' ')} }` })
    expect(mutation.errors?.[0]?.message).toBe(`${TOO_MANY_UPSTREAM_CALLS_MESSAGE} (22 > ${MAX_UPSTREAM_CALLS})`)
    expect(calls).toHaveLength(0)
  })

  it('makes one REST call for the same field aliased twice with the same arguments', async () => {
    const { run, calls } = harness({ 'GET /v1/cameras': { status: 200, body: { data: [] } } })
    const result = await run({ query: '{ a: cameras { id } b: cameras { id } }' })
    expect(result.errors).toBeUndefined()
    expect(calls).toEqual(['GET /v1/cameras?per_page=100'])
  })

  it('makes one call per distinct argument set', async () => {
    const page = { status: 200, body: { data: [], meta: { count: 0 } } }
    const { run, calls } = harness({ 'GET /v1/beaches': page })
    await run({
      query:
        '{ a: beaches(page: 1) { pageInfo { total } } b: beaches(page: 2) { pageInfo { total } } c: beaches { pageInfo { total } } }',
    })
    expect(calls).toEqual(['GET /v1/beaches?page=1&per_page=12', 'GET /v1/beaches?page=2&per_page=12'])
  })

  it('lets every operation of the site through, with room to spare', () => {
    const operations = Object.entries(documents as Record<string, unknown>).filter(
      (entry): entry is [string, DocumentNode] =>
        (entry[1] as DocumentNode | null)?.kind === Kind.DOCUMENT &&
        (entry[1] as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
    )
    expect(operations.length).toBeGreaterThan(25)
    for (const [name, document] of operations) {
      const text = print(document)
      expect([name, validate(schema, parse(text), [operationLimits]).map((e) => e.message)]).toEqual([name, []])
      expect(Buffer.byteLength(JSON.stringify({ query: text }))).toBeLessThan(GRAPHQL_BODY_LIMIT_BYTES / 4)
    }
  })

  it('keeps the premise of the bound: only root fields have resolvers that could call the CMS', () => {
    expect(Object.keys(resolvers).sort()).toEqual(['Mutation', 'Query'])
    const rootFields = [
      ...Object.keys(schema.getQueryType()!.getFields()).map((f) => `Query.${f}`),
      ...Object.keys(schema.getMutationType()!.getFields()).map((f) => `Mutation.${f}`),
    ]
    for (const key of Object.keys(UPSTREAM_CALLS)) {
      if (!key.endsWith('__typename') && !key.includes('.__')) expect(rootFields).toContain(key)
    }
  })

  it('counts sign-in as the two calls it makes', async () => {
    const { run, calls } = harness({
      'POST /v1/authorize/login': { status: 200, body: { data: { token: 'tok' } } },
      'GET /v1/user': { status: 200, body: { data: { id: 1, phone: '79181234567', has_password: true } } },
    })
    await run({ query: 'mutation { login(phone: "+7 918 123-45-67", password: "secret123") { id } }' })
    expect(calls).toHaveLength(UPSTREAM_CALLS['Mutation.login']!)
  })
})

import { fakeCityApi, NOT_FOUND, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { createGatewayServer } from './server'

/** Appeal drafts through the real schema; only the city REST API is faked, and every call is recorded. */
function harness(routes: FakeRoutes, { token = 'tok-anna' as string | null } = {}) {
  const { calls, cityApi } = fakeCityApi(routes)
  const context: GatewayContext = { api: cityApi({ token }), token, sameOrigin: true }
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: context })
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    return response.body.singleResult
  }
  return { run, calls }
}

const REQUEST_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const PHOTO = '3f0c9a2e-5b7d-4c1e-9f2a-8d6b4e1a7c90'
const REST_DRAFT = {
  request_id: REQUEST_ID,
  topic_id: '3',
  text: 'Переполнены контейнеры',
  address: '',
  location: { lat: 44.8951, lon: 37.3163 },
  photos: [{ id: PHOTO, name: 'двор.jpg' }],
  is_public: null,
  updated_at: '2026-07-10T08:10:00.000Z',
  expires_at: '2026-08-09T08:10:00.000Z',
}
const SELECTION =
  'requestId topicId text address location { lat lon } photos { id name url } isPublic updatedAt expiresAt'

describe('appeal drafts through the gateway', () => {
  it('lists the drafts with their photos behind the private photo route', async () => {
    const { run } = harness({ 'GET /v1/appeals/drafts': { body: { data: [REST_DRAFT], meta: { count: 1 } } } })
    const result = await run(`{ appealDrafts { ${SELECTION} } }`)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      appealDrafts: [
        {
          requestId: REQUEST_ID,
          topicId: '3',
          text: 'Переполнены контейнеры',
          address: '',
          location: { lat: 44.8951, lon: 37.3163 },
          photos: [{ id: PHOTO, name: 'двор.jpg', url: `/api/appeal-photos/${PHOTO}` }],
          isPublic: null,
          updatedAt: '2026-07-10T08:10:00.000Z',
          expiresAt: '2026-08-09T08:10:00.000Z',
        },
      ],
    })
  })

  it('saves the form as typed under its request id, and checks only the bounds before calling', async () => {
    const { run, calls } = harness({ 'POST /v1/appeals/drafts': { body: { data: REST_DRAFT } } })
    const save = `mutation ($input: AppealDraftInput!) { saveAppealDraft(input: $input) { requestId text } }`
    const saved = await run(save, {
      input: { request_id: REQUEST_ID, text: 'Переполнены контейнеры', photos: [{ id: PHOTO, name: 'двор.jpg' }] },
    })
    expect(saved.errors).toBeUndefined()
    expect(calls.map((c) => c.body)).toEqual([
      {
        request_id: REQUEST_ID,
        topic_id: '',
        text: 'Переполнены контейнеры',
        address: '',
        location: null,
        photos: [{ id: PHOTO, name: 'двор.jpg' }],
        is_public: null,
      },
    ])

    const bad = await run(save, { input: { request_id: 'not-a-uuid', text: 'x' } })
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { request_id: 'Некорректный идентификатор запроса' },
    })
    expect(calls).toHaveLength(1)
  })

  it('keeps the choice of who sees the appeal, both ways', async () => {
    const { run, calls } = harness({
      'POST /v1/appeals/drafts': { body: { data: { ...REST_DRAFT, is_public: false } } },
    })
    const saved = await run(
      `mutation ($input: AppealDraftInput!) { saveAppealDraft(input: $input) { requestId isPublic } }`,
      { input: { request_id: REQUEST_ID, topic_id: '3', is_public: false } },
    )
    expect(saved.errors).toBeUndefined()
    expect(saved.data).toEqual({ saveAppealDraft: { requestId: REQUEST_ID, isPublic: false } })
    expect(calls[0]?.body).toMatchObject({ is_public: false })
  })

  it("another resident's draft is NOT_FOUND (the CMS answers 404), and a key that cannot name one is not sent", async () => {
    const { run, calls } = harness({ [`GET /v1/appeals/drafts/${REQUEST_ID}`]: NOT_FOUND })
    const result = await run(`{ appealDraft(requestId: "${REQUEST_ID}") { requestId } }`)
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND'])
    const traversal = await run(`mutation { deleteAppealDraft(requestId: "..") }`)
    expect(traversal.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND'])
    expect(calls).toHaveLength(1)
  })

  it('visitors get UNAUTHENTICATED and nothing is called', async () => {
    const { run, calls } = harness({}, { token: null })
    for (const query of [
      '{ appealDrafts { requestId } }',
      `mutation { deleteAppealDraft(requestId: "${REQUEST_ID}") }`,
    ])
      expect((await run(query)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(calls).toEqual([])
  })
})

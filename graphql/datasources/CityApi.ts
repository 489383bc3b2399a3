import type { components, paths } from '@/graphql/__generated__/cityApi'
import { IDEMPOTENCY_KEY_HEADER } from '@anapa/shared/net/idempotency'
import { REQUEST_ID_HEADER } from '@anapa/shared/net/requestId'
import { PREVIEW_TOKEN_HEADER } from '@anapa/shared/preview/token'
import type { NotificationTopic } from '@anapa/shared/notifications/topics'
import { FORBIDDEN_KEY_CHARACTERS } from '@/graphql/validation/characters'
import type { RestMapKind } from './catalogueRestTypes'
import type { RestCarCheck, RestResidentPermitData, RestResidentPermitDraftData, RestStatement } from './restTypes'
import { errorFromResponse, notFound, upstreamUnavailable } from './errors'
import { streamingPost, type StreamedAnswer } from './streamingPost'
import { recordUpstream, type UpstreamOutcome } from './upstreamMetrics'

export const UPSTREAM_TIMEOUT_MS = 5000
/** A 10 MB scan from a slow mobile connection takes longer than a JSON call; the site streams it as it arrives. */
export const UPLOAD_TIMEOUT_MS = 120_000

type QueryValue = string | number | readonly string[] | null | undefined
type Query = Record<string, QueryValue>

/*
 * Calls are typed from docs/api/openapi.yaml through the generated `paths` (npm run codegen): a
 * path and method the document lacks, a body of the wrong shape or an unknown query parameter do
 * not compile, and each answer has the document's type. Query values stay loose (the resolvers
 * validate them against the schema's enums); `category` here is the document's `category[]`.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][Lowercase<M>] extends undefined ? never : P
}[keyof paths]
type Operation<M extends Method, P extends PathWith<M>> = Exclude<paths[P][Lowercase<M>], undefined>
type Answer<M extends Method, P extends PathWith<M>> =
  Operation<M, P> extends { responses: { 200: { content: { 'application/json': infer A } } } } ? A : never
type RequestBody<M extends Method, P extends PathWith<M>> =
  Operation<M, P> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never
type QueryOf<M extends Method, P extends PathWith<M>> =
  Operation<M, P> extends { parameters: { query?: infer Q } }
    ? [NonNullable<Q>] extends [never]
      ? never
      : { [K in keyof NonNullable<Q> as K extends `${infer Name}[]` ? Name : K]?: QueryValue }
    : never
/** A path whose GET answers one item under `data`, with the item's key as its one `{…}` segment. */
type ItemPath = Extract<PathWith<'GET'>, `${string}}`>
type ItemOf<P extends ItemPath> = Answer<'GET', P> extends { data: infer D } ? D : never

/** The contract's multipart calls. */
export type UploadPath = Extract<PathWith<'POST'>, '/v1/statement/resident-permits/file' | '/v1/appeals/photos'>

/** The contract's private file reads. */
export type FilePath = Extract<PathWith<'GET'>, '/v1/appeals/photos/{id}' | '/v1/public/appeals/photos/{id}'>

/**
 * A call whose operation declares `requestBody: required: true` does not compile without its body:
 * the CMS answers such a POST sent bodiless with 415, as booking cancellation once did.
 */
type BodyOption<M extends Method, P extends PathWith<M>> =
  Operation<M, P> extends { requestBody: { content: unknown } }
    ? { body: RequestBody<M, P> }
    : { body?: RequestBody<M, P> }
type RequestOptions<M extends Method, P extends PathWith<M>> = BodyOption<M, P> & {
  query?: QueryOf<M, P>
  /** The item key for the path's `{…}` segment, already checked and encoded by pathSegment. */
  segment?: string
}

export type CityApiOptions = {
  baseUrl: string
  /** The resident's token from the `token` cookie, sent as a bearer token when present. */
  token?: string | null
  /** Sent as X-Forwarded-For, replacing whatever the browser claimed (the CMS trusts this hop only). */
  clientIp?: string | null
  /** An editor's draft-preview read token: detail reads then answer the latest draft. */
  previewToken?: string | null
  /**
   * The caller's `Idempotency-Key`, passed on with every write of this request, so the CMS does a
   * write the browser sent twice only once (cms/src/contract/idempotency.ts).
   */
  idempotencyKey?: string | null
  /**
   * The id of the site request this call serves (lib/server/observability/requestScope.ts), sent as
   * `x-request-id` so the CMS logs its lines under it (docs/operations.md#request-ids).
   */
  requestId?: string | null
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

/** The contract's favourite kinds (docs/spec.md#3-entities-and-their-fields search entities). */
export type FavoriteKind = components['schemas']['FavoriteEntity']

/**
 * `{entity}/{slug}` of a favourite's path, each part checked like any other key (pathSegment): the
 * resolver has already matched both against the contract's patterns, this is the last line.
 */
function favoritePath(entity: FavoriteKind, slug: string): string {
  const kind = pathSegment(entity)
  const key = pathSegment(slug)
  if (kind === null || key === null) throw notFound()
  return `${kind}/${key}`
}

export type CatalogueListParams = { page: number; perPage: number }
type CategoryFilter = { category?: readonly string[] }
/** docs/api/openapi.yaml, AccessibleFilter: only `true` filters; absent asks for everything. */
type AccessibleFilter = { accessible?: 'true' }

export type JournalListParams = { page: number; perPage: number; categories?: string[]; type?: string | null }

function toSearchParams(query: Query): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, v))
    else params.set(key, String(value))
  }
  return params
}

/**
 * One path segment of a detail URL, or null when the key cannot name an item: empty, a dot
 * segment, a slash (encoded or not, proxies and routers may decode it) or a control character.
 * `reserved` are the fixed routes beside the item route (/v1/tours/groups), which a key must not
 * reach either (`tour(slug: "groups")` used to return the group list as one tour).
 */
export function pathSegment(key: string, reserved: readonly string[] = []): string | null {
  if (key === '' || key === '.' || key === '..' || /[/\\]/.test(key) || FORBIDDEN_KEY_CHARACTERS.test(key)) return null
  if (reserved.includes(key.toLowerCase())) return null
  return encodeURIComponent(key)
}

/**
 * A call that got no answer at all: fetch (and streamingPost) reject with the abort signal's reason,
 * a DOMException named TimeoutError once the time is up, or with a network error.
 */
function transportFailure(error: unknown) {
  return upstreamUnavailable(transportReason(error))
}

const transportReason = (error: unknown) =>
  (error as { name?: string } | null)?.name === 'TimeoutError' ? 'timeout' : 'network'

/**
 * The only code that knows REST paths and response shapes (docs/architecture.md#2-data-flow).
 * Every call times out after 5 s; failures become GraphQL errors through errorFromResponse.
 */
export class CityApi {
  private readonly baseUrl: string
  private readonly token: string | null
  private readonly clientIp: string | null
  private readonly previewToken: string | null
  private readonly idempotencyKey: string | null
  private readonly requestId: string | null
  private readonly timeoutMs: number
  private readonly fetchImpl: typeof fetch
  /**
   * Identical GETs within one request share one upstream call (an operation aliasing
   * the same field twice). A CityApi lives for one request (createContext), so nothing is shared
   * between requests or residents; any write clears it, so a read after a write is fresh.
   */
  private readonly memo = new Map<string, Promise<unknown>>()

  constructor({
    baseUrl,
    token = null,
    clientIp = null,
    previewToken = null,
    idempotencyKey = null,
    requestId = null,
    timeoutMs = UPSTREAM_TIMEOUT_MS,
    fetchImpl = fetch,
  }: CityApiOptions) {
    this.baseUrl = baseUrl.replace(/\/$/, '')
    this.token = token
    this.clientIp = clientIp
    this.previewToken = previewToken
    this.idempotencyKey = idempotencyKey
    this.requestId = requestId
    this.timeoutMs = timeoutMs
    this.fetchImpl = fetchImpl
  }

  private request<M extends Method, P extends PathWith<M>>(
    method: M,
    template: P,
    options?: RequestOptions<M, P>,
  ): Promise<Answer<M, P>> {
    const { query, body, segment } = (options ?? {}) as { query?: QueryOf<M, P>; body?: unknown; segment?: string }
    // One segment replaces the template's first `{…}`; a favourite's two come as one (favoritePath).
    const path = segment === undefined ? template : template.replace(/\{[^}]+\}(\/\{[^}]+\})?/, segment)
    const operation = `${method} ${template}`
    if (method !== 'GET') {
      this.memo.clear()
      return this.send(operation, method, path, query, body)
    }
    const search = query ? toSearchParams(query).toString() : ''
    const key = `${path}?${search}`
    let pending = this.memo.get(key) as Promise<Answer<M, P>> | undefined
    if (!pending) {
      pending = this.send(operation, method, path, query)
      this.memo.set(key, pending)
    }
    return pending
  }

  /**
   * The answer as the document describes it (the integration tests validate the CMS's answers against it).
   * `operation` (`GET /v1/events/{slug}`) names the call in the metrics, never the filled-in path.
   */
  private async send<T>(operation: string, method: Method, path: string, query?: Query, body?: unknown): Promise<T> {
    const search = query ? toSearchParams(query).toString() : ''
    const headers = this.callerHeaders({ accept: 'application/json' })
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.previewToken) headers[PREVIEW_TOKEN_HEADER] = this.previewToken
    if (method !== 'GET' && this.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = this.idempotencyKey
    const started = performance.now()
    const done = (outcome: UpstreamOutcome) => recordUpstream(operation, started, outcome)
    let response: Response
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}${search ? `?${search}` : ''}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
        cache: 'no-store',
        // A redirect from the CMS is never an answer: following /v1/tours/ → /v1/tours returned a
        // list where one item was expected.
        redirect: 'manual',
      })
    } catch (error) {
      done({ failure: transportReason(error) })
      throw transportFailure(error)
    }
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      done({ status: response.status, failure: 'redirect' })
      throw upstreamUnavailable('redirect')
    }
    const payload: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      done({ status: response.status })
      throw errorFromResponse(response.status, payload)
    }
    if (payload === null) {
      done({ status: response.status, failure: 'invalid-json' })
      throw upstreamUnavailable('invalid-json')
    }
    done({ status: response.status })
    return payload as T
  }

  journalList({ page, perPage, categories = [], type = null }: JournalListParams) {
    return this.request('GET', '/v1/magazines', {
      query: { page, per_page: perPage, direction: 'asc', orderBy: 'sort', category: categories, type },
    })
  }

  async journalCategories() {
    const { data } = await this.request('GET', '/v1/magazines/categories', {
      query: { direction: 'asc', orderBy: 'sort' },
    })
    return data
  }

  magazine(slug: string) {
    return this.item('/v2/magazines/{slug}', slug)
  }

  // --- Catalogue (docs/api/openapi.yaml, "Catalogue") -------------------------------------------

  /** One item by its key; a key that cannot name an item is not found without asking the CMS. */
  private async item<P extends ItemPath>(template: P, key: string, reserved: readonly string[] = []) {
    const segment = pathSegment(key, reserved)
    if (segment === null) throw notFound()
    // Every ItemPath answers `{data: item}`; TypeScript cannot see that through the generic answer.
    const answer = (await this.request('GET', template, { segment } as RequestOptions<'GET', P>)) as { data: ItemOf<P> }
    const data: unknown = answer.data
    // A list where an item belongs means the path reached another route; never show it as an item.
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw upstreamUnavailable('not-an-item')
    return answer.data
  }

  events = ({ page, perPage, ...filters }: CatalogueListParams & { date: string }) =>
    this.request('GET', '/v1/events', { query: { page, per_page: perPage, ...filters } })
  event = (slug: string) => this.item('/v1/events/{slug}', slug)
  tours = ({ page, perPage, ...filters }: CatalogueListParams & { tag?: readonly string[] }) =>
    this.request('GET', '/v1/tours', { query: { page, per_page: perPage, ...filters } })
  tour = (slug: string) => this.item('/v1/tours/{slug}', slug, ['groups'])
  infrastructureList = ({ page, perPage, ...filters }: CatalogueListParams & CategoryFilter & AccessibleFilter) =>
    this.request('GET', '/v1/infrastructure', { query: { page, per_page: perPage, ...filters } })
  infrastructureObject = (slug: string) => this.item('/v1/infrastructure/{slug}', slug)
  places = ({ page, perPage, ...filters }: CatalogueListParams & CategoryFilter & AccessibleFilter) =>
    this.request('GET', '/v1/places', { query: { page, per_page: perPage, ...filters } })
  place = (id: string) => this.item('/v1/places/{id}', id)
  walkingRoutes = ({ page, perPage, ...filters }: CatalogueListParams & AccessibleFilter) =>
    this.request('GET', '/v1/routes', { query: { page, per_page: perPage, ...filters } })
  walkingRoute = (id: string) => this.item('/v1/routes/{id}', id)
  beaches = ({ page, perPage, ...filters }: CatalogueListParams & AccessibleFilter) =>
    this.request('GET', '/v1/beaches', { query: { page, per_page: perPage, ...filters } })
  beach = (id: string) => this.item('/v1/beaches/{id}', id, ['groups'])
  beachGroup = (id: string) => this.item('/v1/beaches/groups/{id}', id)

  async tourGroups() {
    return (await this.request('GET', '/v1/tours/groups')).data
  }

  async beachGroups() {
    return (await this.request('GET', '/v1/beaches/groups')).data
  }

  beachConditions = () => this.request('GET', '/v1/beaches/conditions')

  /** docs/spec.md#7-calls-the-product-makes: query, coordinate ('lat,lon') and entity; paging is ours. */
  search(params: { query: string; entity: string | null; coordinate: string | null; page: number; perPage: number }) {
    const { query, entity, coordinate, page, perPage } = params
    return this.request('GET', '/v1/search', { query: { query, entity, coordinate, page, per_page: perPage } })
  }

  async cameras() {
    return (await this.request('GET', '/v1/cameras', { query: { per_page: 100 } })).data
  }

  /** Everything the map shows, in one call (no kinds: every kind). */
  async mapObjects(kinds: readonly RestMapKind[] = [], { accessible }: AccessibleFilter = {}) {
    return (await this.request('GET', '/v1/map', { query: { kind: kinds, accessible } })).data
  }

  /** Every published item with a page, for sitemap.xml, in one call. */
  async sitemapEntries() {
    return (await this.request('GET', '/v1/sitemap')).data
  }

  /** The official alerts in force now (OASIS CAP 1.2 as JSON), newest first, in one call. */
  async alerts() {
    return (await this.request('GET', '/v1/alerts')).data
  }

  /** One public alert by its CAP identifier, current or not (an Update or Cancel names earlier ones). */
  alert = (identifier: string) => this.item('/v1/alerts/{identifier}', identifier)

  /** The editors' redirect rule for one site path: a list of at most one. */
  async redirects(from: string) {
    return (await this.request('GET', '/v1/redirects', { query: { from } })).data
  }

  // --- Residents (docs/spec.md#7-calls-the-product-makes authorize/* and user)
  // -------------------------------------------------

  async sendCode(phone: string) {
    await this.request('POST', '/v1/authorize/phone/sendCode', { body: { phone } })
  }

  /** `consent`: to the processing of personal data; the CMS requires it to register a new phone. */
  async loginByCode(phone: string, code: string, consent = false) {
    const body = consent ? { code, phone, consent } : { code, phone }
    const { data } = await this.request('POST', '/v1/authorize/phone/loginByCode', { body })
    return data.token
  }

  async login(phone: string, password: string) {
    const { data } = await this.request('POST', '/v1/authorize/login', { body: { phone, password } })
    return data.token
  }

  async logout() {
    await this.request('POST', '/v1/authorize/logout')
  }

  async sendRecoveryCode(phone: string) {
    await this.request('POST', '/v1/authorize/phone/sendCodeForRestorePassword', { body: { phone } })
  }

  async setPassword(password: string, confirmPassword: string) {
    await this.request('PUT', '/v1/authorize/changePassword', { body: { password, confirmPassword } })
  }

  async changePassword(oldPassword: string, password: string, confirmPassword: string) {
    await this.request('PUT', '/v1/authorize/changePasswordWithOld', {
      body: { oldPassword, password, confirmPassword },
    })
  }

  async user() {
    const { data } = await this.request('GET', '/v1/user')
    return data
  }

  async updateUser(input: { name: string; lastname: string; email: string; sex?: 'male' | 'female' | null }) {
    const { data } = await this.request('PUT', '/v1/user', { body: input })
    return data
  }

  async deleteUser() {
    await this.request('DELETE', '/v1/user')
  }

  // --- My transport and resident permits (docs/spec.md#7-calls-the-product-makes car/*, statement/*)
  // ---------------------------

  async cars() {
    return (await this.request('GET', '/v1/car/list')).data
  }

  async checkCar(plate: string): Promise<RestCarCheck> {
    return (await this.request('POST', '/v1/car/check', { body: { state_registration_plate: plate } })).data
  }

  async addCar(plate: string, name: string) {
    return (await this.request('POST', '/v1/car/add', { body: { state_registration_plate: plate, name } })).data
  }

  async updateCar(plate: string, name: string) {
    return (await this.request('POST', '/v1/car/update', { body: { state_registration_plate: plate, name } })).data
  }

  async removeCar(plate: string) {
    await this.request('POST', '/v1/car/remove', { body: { state_registration_plate: plate } })
  }

  async statements(): Promise<RestStatement[]> {
    return (await this.request('GET', '/v1/statement/list')).data
  }

  async createStatement(plate: string): Promise<RestStatement> {
    return (await this.request('POST', '/v1/statement/create', { body: { state_registration_plate: plate } })).data
  }

  /** The application fields and the statement code; the scans are already attached to the draft. */
  async submitResidentPermitData(data: RestResidentPermitData): Promise<RestStatement> {
    return (await this.request('POST', '/v1/statement/resident-permits/data', { body: data })).data
  }

  /** Saves the application fields typed so far onto the draft, unchecked (the data call checks them). */
  async saveResidentPermitDraft(data: RestResidentPermitDraftData): Promise<RestStatement> {
    return (await this.request('POST', '/v1/statement/resident-permits/draft', { body: data })).data
  }

  /** Deletes an unsent draft with its scans. */
  async removeStatementDraft(code: string) {
    await this.request('POST', '/v1/statement/remove', { body: { statement_code: code } })
  }

  // --- Public appeals (docs/decisions/0051-public-appeals-and-open311.md) ------------------

  /** A page of the appeals their authors made public, newest first; nothing personal in them. */
  publicAppeals = ({ page, perPage }: CatalogueListParams) =>
    this.request('GET', '/v1/public/appeals', { query: { page, per_page: perPage } })

  /** One public appeal by its number; a private, held or unknown one is not found. */
  publicAppeal = (number: string) => this.item('/v1/public/appeals/{number}', number, ['photos'])

  // --- Appeals to the care service (docs/api/openapi.yaml "Appeals") -----------------

  async appealTopics() {
    return (await this.request('GET', '/v1/appeals/topics')).data
  }

  /** The resident's appeals, newest first; the page size is the contract's (10). */
  appeals(page: number) {
    return this.request('GET', '/v1/appeals', { query: { page } })
  }

  appeal(id: string) {
    return this.item('/v1/appeals/{id}', id, ['topics', 'photos', 'drafts', 'followed', 'verdicts'])
  }

  async createAppeal(body: RequestBody<'POST', '/v1/appeals'>) {
    return (await this.request('POST', '/v1/appeals', { body })).data
  }

  /** «Похоже, об этом уже сообщили»: open public appeals of a topic within 50 m, nearest first (public). */
  async nearbyAppeals(topic: string, lat: string, lon: string) {
    return (await this.request('GET', '/v1/public/appeals/nearby', { query: { topic, lat, lon } })).data
  }

  /** The public appeals the resident supports, the latest supported first. */
  async followedAppeals() {
    return (await this.request('GET', '/v1/appeals/followed')).data
  }

  async followAppeal(number: string) {
    return (await this.request('POST', '/v1/appeals/followed', { body: { number } })).data
  }

  async unfollowAppeal(number: string) {
    const segment = pathSegment(number)
    if (segment === null) throw notFound()
    await this.request('DELETE', '/v1/appeals/followed/{number}', { segment })
  }

  async giveAppealVerdict(body: RequestBody<'POST', '/v1/appeals/verdicts'>) {
    return (await this.request('POST', '/v1/appeals/verdicts', { body })).data
  }

  /** The resident's unsent appeals, last saved first. */
  async appealDrafts() {
    return (await this.request('GET', '/v1/appeals/drafts')).data
  }

  appealDraft(requestId: string) {
    return this.item('/v1/appeals/drafts/{request_id}', requestId)
  }

  /** Saves the form as typed so far under its request id (unchecked; the appeal call checks it). */
  async saveAppealDraft(body: RequestBody<'POST', '/v1/appeals/drafts'>) {
    return (await this.request('POST', '/v1/appeals/drafts', { body })).data
  }

  async deleteAppealDraft(requestId: string) {
    const segment = pathSegment(requestId)
    if (segment === null) throw notFound()
    await this.request('DELETE', '/v1/appeals/drafts/{request_id}', { segment })
  }

  // --- Bookings and trips (docs/api/openapi.yaml "Bookings") ---------------------------

  /** Future sessions of an event or a tour; a slug that cannot name one has none to show. */
  async bookingSessions(kind: 'event' | 'tour', slug: string) {
    const segment = pathSegment(slug, kind === 'tour' ? ['groups'] : [])
    if (segment === null) throw notFound()
    const path = kind === 'event' ? '/v1/events/{slug}/sessions' : '/v1/tours/{slug}/sessions'
    return (await this.request('GET', path, { segment })).data
  }

  bookings(scope: 'upcoming' | 'past' | 'cancelled', page: number, kind: 'event' | 'tour' | null = null) {
    return this.request('GET', '/v1/bookings', { query: { scope, page, kind } })
  }

  booking(id: string) {
    return this.item('/v1/bookings/{id}', id)
  }

  async createBooking(body: RequestBody<'POST', '/v1/bookings'>) {
    return (await this.request('POST', '/v1/bookings', { body })).data
  }

  async payBooking(id: string) {
    const segment = pathSegment(id)
    if (segment === null) throw notFound()
    return (await this.request('POST', '/v1/bookings/{id}/pay', { segment, body: {} })).data
  }

  async cancelBooking(id: string) {
    const segment = pathSegment(id)
    if (segment === null) throw notFound()
    return (await this.request('POST', '/v1/bookings/{id}/cancel', { segment, body: {} })).data
  }

  // --- Notifications and web push (docs/api/openapi.yaml "Уведомления") ----------------

  /** The bell's list: broadcasts, plus the resident's own with a token; `all` sends no topic. */
  async notifications(topic: 'all' | NotificationTopic) {
    const query = topic === 'all' ? {} : { topic }
    return (await this.request('GET', '/v1/push/getPushNotification', { query })).data
  }

  async pushPublicKey() {
    return (await this.request('GET', '/v1/push/vapidPublicKey')).data.key
  }

  async createPushToken(token: string, device: string) {
    return (await this.request('POST', '/v1/push/createPushToken', { body: { token, device } })).data
  }

  async removePushToken(endpoint: string) {
    return (await this.request('POST', '/v1/push/removePushToken', { body: { endpoint } })).data
  }

  // --- Favourites (docs/api/openapi.yaml "Избранное") -------------------------------------

  /** The resident's favourites, newest first (at most 500, so no paging). */
  async favorites() {
    return (await this.request('GET', '/v1/favorites')).data
  }

  async addFavorite(entity: FavoriteKind, slug: string) {
    return (await this.request('PUT', '/v1/favorites/{entity}/{slug}', { segment: favoritePath(entity, slug) })).data
  }

  async removeFavorite(entity: FavoriteKind, slug: string) {
    return (await this.request('DELETE', '/v1/favorites/{entity}/{slug}', { segment: favoritePath(entity, slug) })).data
  }

  /**
   * Streams one file to the CMS (docs/architecture.md#4-session-and-security-rules): a permit scan or an appeal photo.
   * `body` is a multipart/form-data stream whose boundary `contentType` names, read only as fast as the CMS takes
   * it, so the site never holds the whole file (streamingPost says why not fetch). The CMS's answer
   * comes back as it is (status and JSON), for the upload route to pass on in the contract's own
   * words; only an outage throws.
   */
  async upload({
    path,
    body,
    contentType,
    timeoutMs = UPLOAD_TIMEOUT_MS,
  }: {
    path: UploadPath
    body: AsyncIterable<Uint8Array>
    contentType: string
    timeoutMs?: number
  }): Promise<{ status: number; payload: unknown }> {
    const headers = this.callerHeaders({ accept: 'application/json', 'content-type': contentType })
    if (this.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = this.idempotencyKey
    this.memo.clear()
    const operation = `POST ${path}`
    const started = performance.now()
    let answer: StreamedAnswer
    try {
      answer = await streamingPost(`${this.baseUrl}${path}`, { headers, body, timeoutMs })
    } catch (error) {
      recordUpstream(operation, started, { failure: transportReason(error) })
      throw transportFailure(error)
    }
    const redirected = answer.status >= 300 && answer.status < 400
    recordUpstream(operation, started, { status: answer.status, ...(redirected ? { failure: 'redirect' } : {}) })
    if (redirected) throw upstreamUnavailable('redirect')
    let payload: unknown = null
    try {
      payload = JSON.parse(answer.body)
    } catch {
      // Not JSON: the route answers with the outage message.
    }
    return { status: answer.status, payload }
  }

  /**
   * A private file's bytes as the CMS streams them (an appeal photo), for a site route to pass on
   * without holding it: the Response itself, whatever its status; only an outage throws.
   */
  async file(path: FilePath, id: string): Promise<Response> {
    const segment = pathSegment(id)
    if (segment === null) throw notFound()
    const headers = this.callerHeaders({})
    const operation = `GET ${path}`
    // Until the headers: the bytes then stream to the browser at its own pace.
    const started = performance.now()
    try {
      const response = await this.fetchImpl(`${this.baseUrl}${path.replace(/\{[^}]+\}/, segment)}`, {
        headers,
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        cache: 'no-store',
        redirect: 'manual',
      })
      if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
        recordUpstream(operation, started, { status: response.status, failure: 'redirect' })
        throw upstreamUnavailable('redirect')
      }
      recordUpstream(operation, started, { status: response.status })
      return response
    } catch (error) {
      if (error instanceof Error && 'extensions' in error) throw error
      recordUpstream(operation, started, { failure: transportReason(error) })
      throw transportFailure(error)
    }
  }

  /**
   * `base` plus who is calling: the resident's token, and the visitor's address for the CMS's
   * per-address limits (docs/architecture.md#4-session-and-security-rules). The answer is asked for
   * uncompressed: fetch would otherwise offer gzip, and the CMS spent a twentieth of its CPU
   * compressing JSON for a caller next to it that then spent more undoing it
   * (docs/perf/2026-11-28-resident-half-profile.md).
   */
  private callerHeaders(base: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = { ...base, 'accept-encoding': 'identity' }
    if (this.token) headers.authorization = `Bearer ${this.token}`
    if (this.clientIp) headers['x-forwarded-for'] = this.clientIp
    if (this.requestId) headers[REQUEST_ID_HEADER] = this.requestId
    return headers
  }

  /** The same API as another caller: after sign-in the new token, not the request's cookie, applies. */
  withToken(token: string) {
    return new CityApi({
      baseUrl: this.baseUrl,
      token,
      clientIp: this.clientIp,
      requestId: this.requestId,
      timeoutMs: this.timeoutMs,
      fetchImpl: this.fetchImpl,
    })
  }
}

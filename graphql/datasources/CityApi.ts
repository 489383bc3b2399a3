import type {
  RestBeach,
  RestBeachCard,
  RestBeachGroup,
  RestBeachGroupCard,
  RestCamera,
  RestEvent,
  RestEventCard,
  RestInfrastructure,
  RestInfrastructureCard,
  RestMapKind,
  RestMapObject,
  RestPage,
  RestPlace,
  RestPlaceCard,
  RestRoute,
  RestRouteCard,
  RestSearchResult,
  RestTour,
  RestTourCard,
  RestTourGroup,
} from './catalogueRestTypes'
import { FORBIDDEN_KEY_CHARACTERS } from '../validation/characters'
import { errorFromResponse, notFound, upstreamUnavailable } from './errors'
import type {
  RestEnvelope,
  RestList,
  RestMagazineCategory,
  RestMagazineDetail,
  RestMagazineListItem,
  RestSitemapEntry,
  RestSuccess,
  RestToken,
  RestUser,
} from './restTypes'

export const UPSTREAM_TIMEOUT_MS = 5000

type Query = Record<string, string | number | readonly string[] | null | undefined>

export type CityApiOptions = {
  baseUrl: string
  /** The resident's token from the `token` cookie, sent as a bearer token when present. */
  token?: string | null
  /** Sent as X-Forwarded-For, replacing whatever the browser claimed (the CMS trusts this hop only). */
  clientIp?: string | null
  timeoutMs?: number
  fetchImpl?: typeof fetch
}

export type CatalogueListParams = { page: number; perPage: number }

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
 * reach either (finding 6: `tour(slug: "groups")` used to return the group list as one tour).
 */
export function pathSegment(key: string, reserved: readonly string[] = []): string | null {
  if (key === '' || key === '.' || key === '..' || /[/\\]/.test(key) || FORBIDDEN_KEY_CHARACTERS.test(key)) return null
  if (reserved.includes(key.toLowerCase())) return null
  return encodeURIComponent(key)
}

/**
 * The only code that knows REST paths and response shapes (ARCHITECTURE §2).
 * Every call times out after 5 s; failures become GraphQL errors through errorFromResponse.
 */
export class CityApi {
  private readonly baseUrl: string
  private readonly token: string | null
  private readonly clientIp: string | null
  private readonly timeoutMs: number
  private readonly fetchImpl: typeof fetch
  /**
   * Identical GETs within one request share one upstream call (finding 7: an operation aliasing
   * the same field twice). A CityApi lives for one request (createContext), so nothing is shared
   * between requests or residents; any write clears it, so a read after a write is fresh.
   */
  private readonly memo = new Map<string, Promise<unknown>>()

  constructor({
    baseUrl,
    token = null,
    clientIp = null,
    timeoutMs = UPSTREAM_TIMEOUT_MS,
    fetchImpl = fetch,
  }: CityApiOptions) {
    this.baseUrl = baseUrl.replace(/\/$/, '')
    this.token = token
    this.clientIp = clientIp
    this.timeoutMs = timeoutMs
    this.fetchImpl = fetchImpl
  }

  private request<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
    if (method !== 'GET') {
      this.memo.clear()
      return this.send<T>(method, path, options)
    }
    const search = options.query ? toSearchParams(options.query).toString() : ''
    const key = `${path}?${search}`
    let pending = this.memo.get(key) as Promise<T> | undefined
    if (!pending) {
      pending = this.send<T>(method, path, options)
      this.memo.set(key, pending)
    }
    return pending
  }

  private async send<T>(method: string, path: string, { query, body }: { query?: Query; body?: unknown } = {}) {
    const search = query ? toSearchParams(query).toString() : ''
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (this.token) headers.authorization = `Bearer ${this.token}`
    if (this.clientIp) headers['x-forwarded-for'] = this.clientIp
    let response: Response
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}${search ? `?${search}` : ''}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
        cache: 'no-store',
        // A redirect from the CMS is never an answer: following /v1/tours/ → /v1/tours returned a
        // list where one item was expected (finding 6).
        redirect: 'manual',
      })
    } catch (error) {
      // fetch rejects with the signal's reason: a DOMException named TimeoutError after 5 s.
      throw upstreamUnavailable((error as { name?: string } | null)?.name === 'TimeoutError' ? 'timeout' : 'network')
    }
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      throw upstreamUnavailable('redirect')
    }
    const payload: unknown = await response.json().catch(() => null)
    if (!response.ok) throw errorFromResponse(response.status, payload)
    if (payload === null) throw upstreamUnavailable('invalid-json')
    return payload as T
  }

  journalList({ page, perPage, categories = [], type = null }: JournalListParams) {
    return this.request<RestList<RestMagazineListItem>>('GET', '/v1/magazines', {
      query: { page, per_page: perPage, direction: 'asc', orderBy: 'sort', category: categories, type },
    })
  }

  async journalCategories() {
    const { data } = await this.request<RestEnvelope<RestMagazineCategory[]>>('GET', '/v1/magazines/categories', {
      query: { direction: 'asc', orderBy: 'sort' },
    })
    return data
  }

  magazine(slug: string) {
    return this.item<RestMagazineDetail>('/v2/magazines', slug)
  }

  // --- Catalogue (docs/api/openapi.yaml, "Catalogue") -------------------------------------------

  /** One item by its key; a key that cannot name an item is not found without asking the CMS. */
  private async item<T>(path: string, key: string, reserved: readonly string[] = []) {
    const segment = pathSegment(key, reserved)
    if (segment === null) throw notFound()
    const { data } = await this.request<RestEnvelope<T>>('GET', `${path}/${segment}`)
    // A list where an item belongs means the path reached another route; never show it as an item.
    if (data === null || typeof data !== 'object' || Array.isArray(data)) throw upstreamUnavailable('not-an-item')
    return data
  }

  private page<T>(path: string, { page, perPage, ...filters }: CatalogueListParams & Query) {
    return this.request<RestPage<T>>('GET', path, { query: { page, per_page: perPage, ...filters } })
  }

  events = (params: CatalogueListParams & { date: string }) => this.page<RestEventCard>('/v1/events', params)
  event = (slug: string) => this.item<RestEvent>('/v1/events', slug)
  tours = (params: CatalogueListParams & { tag?: readonly string[] }) => this.page<RestTourCard>('/v1/tours', params)
  tour = (slug: string) => this.item<RestTour>('/v1/tours', slug, ['groups'])
  infrastructureList = (params: CatalogueListParams & { category?: readonly string[] }) =>
    this.page<RestInfrastructureCard>('/v1/infrastructure', params)
  infrastructureObject = (slug: string) => this.item<RestInfrastructure>('/v1/infrastructure', slug)
  places = (params: CatalogueListParams & { category?: readonly string[] }) =>
    this.page<RestPlaceCard>('/v1/places', params)
  place = (id: string) => this.item<RestPlace>('/v1/places', id)
  walkingRoutes = (params: CatalogueListParams) => this.page<RestRouteCard>('/v1/routes', params)
  walkingRoute = (id: string) => this.item<RestRoute>('/v1/routes', id)
  beaches = (params: CatalogueListParams) => this.page<RestBeachCard>('/v1/beaches', params)
  beach = (id: string) => this.item<RestBeach>('/v1/beaches', id, ['groups'])
  beachGroup = (id: string) => this.item<RestBeachGroup>('/v1/beaches/groups', id)

  async tourGroups() {
    return (await this.request<RestEnvelope<RestTourGroup[]>>('GET', '/v1/tours/groups')).data
  }

  async beachGroups() {
    return (await this.request<RestEnvelope<RestBeachGroupCard[]>>('GET', '/v1/beaches/groups')).data
  }

  /** spec §7: query, coordinate ('lat,lon') and entity; paging is ours. */
  search(params: { query: string; entity: string | null; coordinate: string | null; page: number; perPage: number }) {
    const { query, entity, coordinate, page, perPage } = params
    return this.request<RestPage<RestSearchResult>>('GET', '/v1/search', {
      query: { query, entity, coordinate, page, per_page: perPage },
    })
  }

  async cameras() {
    return (await this.request<RestEnvelope<RestCamera[]>>('GET', '/v1/cameras', { query: { per_page: 100 } })).data
  }

  /** Everything the map shows, in one call (no kinds: every kind). */
  async mapObjects(kinds: readonly RestMapKind[] = []) {
    return (await this.request<RestList<RestMapObject>>('GET', '/v1/map', { query: { kind: kinds } })).data
  }

  /** Every published item with a page, for sitemap.xml, in one call. */
  async sitemapEntries() {
    return (await this.request<RestList<RestSitemapEntry>>('GET', '/v1/sitemap')).data
  }

  // --- Residents (spec §7 authorize/* and user) -------------------------------------------------

  async sendCode(phone: string) {
    await this.request<RestEnvelope<RestSuccess>>('POST', '/v1/authorize/phone/sendCode', { body: { phone } })
  }

  async loginByCode(phone: string, code: string) {
    const { data } = await this.request<RestEnvelope<RestToken>>('POST', '/v1/authorize/phone/loginByCode', {
      body: { code, phone },
    })
    return data.token
  }

  async login(phone: string, password: string) {
    const { data } = await this.request<RestEnvelope<RestToken>>('POST', '/v1/authorize/login', {
      body: { phone, password },
    })
    return data.token
  }

  async logout() {
    await this.request<unknown>('POST', '/v1/authorize/logout')
  }

  async sendRecoveryCode(phone: string) {
    await this.request<RestEnvelope<RestSuccess>>('POST', '/v1/authorize/phone/sendCodeForRestorePassword', {
      body: { phone },
    })
  }

  async setPassword(password: string, confirmPassword: string) {
    await this.request<unknown>('PUT', '/v1/authorize/changePassword', { body: { password, confirmPassword } })
  }

  async changePassword(oldPassword: string, password: string, confirmPassword: string) {
    await this.request<unknown>('PUT', '/v1/authorize/changePasswordWithOld', {
      body: { oldPassword, password, confirmPassword },
    })
  }

  async user() {
    const { data } = await this.request<RestEnvelope<RestUser>>('GET', '/v1/user')
    return data
  }

  async updateUser(input: { name: string; lastname: string; email: string; sex?: 'male' | 'female' | null }) {
    const { data } = await this.request<RestSuccess & RestEnvelope<RestUser>>('PUT', '/v1/user', { body: input })
    return data
  }

  async deleteUser() {
    await this.request<unknown>('DELETE', '/v1/user')
  }

  /** The same API as another caller: after sign-in the new token, not the request's cookie, applies. */
  withToken(token: string) {
    return new CityApi({
      baseUrl: this.baseUrl,
      token,
      clientIp: this.clientIp,
      timeoutMs: this.timeoutMs,
      fetchImpl: this.fetchImpl,
    })
  }
}

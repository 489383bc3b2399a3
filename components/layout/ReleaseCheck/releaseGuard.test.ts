import Router from 'next/router'
import { RELEASE_CHECK_INTERVAL_MS } from '@/lib/constants'
import { ABORT_ROUTE_CHANGE, fetchReleaseBuildId, RELEASE_ENDPOINT, startReleaseGuard } from './releaseGuard'

const jsonResponse = (body: unknown, status = 200) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response

describe('fetchReleaseBuildId', () => {
  it('asks the release endpoint without caching', async () => {
    const fetchMock = jest.fn(async () => jsonResponse({ buildId: 'b2' }))
    await expect(fetchReleaseBuildId(fetchMock)).resolves.toBe('b2')
    expect(fetchMock).toHaveBeenCalledWith(RELEASE_ENDPOINT, expect.objectContaining({ cache: 'no-store' }))
  })

  it.each([
    ['a failed response', jsonResponse({ buildId: 'b2' }, 503)],
    ['a body without buildId', jsonResponse({ version: 2 })],
    ['a non-string buildId', jsonResponse({ buildId: 42 })],
    ['an empty buildId', jsonResponse({ buildId: '' })],
    ['a null body', jsonResponse(null)],
  ])('gives null for %s', async (_name, response) => {
    await expect(fetchReleaseBuildId(async () => response)).resolves.toBeNull()
  })

  it('gives null when the network fails', async () => {
    await expect(
      fetchReleaseBuildId(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ).resolves.toBeNull()
  })
})

describe('startReleaseGuard', () => {
  const events = Router.events
  const originalFetch = global.fetch
  let stop: () => void = () => {}
  let fetchMock: jest.Mock<Promise<Response>, []>
  let hardNavigate: jest.Mock<void, [string]>
  let routeErrors: jest.Mock
  let onNewRelease: jest.Mock

  beforeEach(() => {
    jest.useFakeTimers()
    fetchMock = jest.fn(async () => jsonResponse({ buildId: 'build-1' }))
    global.fetch = fetchMock as unknown as typeof fetch
    hardNavigate = jest.fn()
    routeErrors = jest.fn()
    onNewRelease = jest.fn()
    events.on('routeChangeError', routeErrors)
    stop = startReleaseGuard({
      events,
      currentBuildId: 'build-1',
      intervalMs: RELEASE_CHECK_INTERVAL_MS,
      fetchBuildId: () => fetchReleaseBuildId(),
      hardNavigate,
      onNewRelease,
    })
  })

  afterEach(() => {
    stop()
    events.off('routeChangeError', routeErrors)
    global.fetch = originalFetch
    jest.useRealTimers()
  })

  const navigate = (url: string, shallow = false) => events.emit('routeChangeStart', url, { shallow })

  it('checks once an hour', async () => {
    expect(RELEASE_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000)
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS - 1)
    expect(fetchMock).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS)
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('lets navigation stay client-side while the build is the same', async () => {
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS)
    expect(() => navigate('/afisha')).not.toThrow()
    expect(hardNavigate).not.toHaveBeenCalled()
    expect(onNewRelease).not.toHaveBeenCalled()
  })

  it('tells the page once when the build changed, so it can offer «Обновить»', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ buildId: 'build-2' }))
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS * 3)
    expect(onNewRelease).toHaveBeenCalledTimes(1)
  })

  it('turns the next navigation into a full page load once the build changed', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ buildId: 'build-2' }))
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS)

    expect(() => navigate('/plyazhi?page=2')).toThrow(ABORT_ROUTE_CHANGE)
    expect(hardNavigate).toHaveBeenCalledWith('/plyazhi?page=2')
    expect(routeErrors).toHaveBeenCalledWith(expect.any(Error), '/plyazhi?page=2', { shallow: false })
  })

  it('stops polling once a new build is known', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ buildId: 'build-2' }))
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS * 3)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('leaves shallow route changes alone', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ buildId: 'build-2' }))
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS)
    expect(() => navigate('/zhurnal-kurorta?category=turizm', true)).not.toThrow()
    expect(hardNavigate).not.toHaveBeenCalled()
  })

  it('keeps polling when a check fails', async () => {
    fetchMock.mockImplementationOnce(async () => {
      throw new TypeError('offline')
    })
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS)
    expect(() => navigate('/afisha')).not.toThrow()
    fetchMock.mockImplementation(async () => jsonResponse({ buildId: 'build-2' }))
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS)
    expect(() => navigate('/afisha')).toThrow(ABORT_ROUTE_CHANGE)
  })

  it('does nothing after it is stopped', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ buildId: 'build-2' }))
    stop()
    await jest.advanceTimersByTimeAsync(RELEASE_CHECK_INTERVAL_MS)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(() => navigate('/afisha')).not.toThrow()
  })
})

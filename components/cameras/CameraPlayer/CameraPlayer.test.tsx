import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { CameraPlayer, UNAVAILABLE_MESSAGE } from './CameraPlayer'

type ErrorEventData = { fatal: boolean; type: string; details: string }
type Handler = (event: string, data: ErrorEventData) => void

/** hls.js stands in for the network and the media pipeline: a fake that records calls and emits events. */
const mockInstances: MockHls[] = []
class MockHls {
  static isSupported = jest.fn(() => true)
  static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' }
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' }
  handlers = new Map<string, Handler[]>()
  loadSource = jest.fn()
  attachMedia = jest.fn()
  destroy = jest.fn()
  constructor() {
    mockInstances.push(this)
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
  }
  emit(event: string, data: ErrorEventData = { fatal: false, type: '', details: '' }) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler(event, data)))
  }
}
jest.mock('hls.js', () => ({ __esModule: true, default: MockHls }))

const STREAM = 'https://cams.example/dzhemete/index.m3u8'
const poster = { url: 'http://127.0.0.1:3001/api/media/file/cam.jpg', width: 1280, height: 720, alt: 'Пляж Джемете' }

let play: jest.SpyInstance
let canPlayType: jest.SpyInstance
beforeEach(() => {
  mockInstances.length = 0
  MockHls.isSupported.mockReturnValue(true)
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
  canPlayType = jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('')
})
afterEach(() => jest.restoreAllMocks())

const playButton = () => screen.getByRole('button', { name: 'Смотреть трансляцию: Джемете' })
const video = () => document.querySelector('video')

async function startHls() {
  const user = userEvent.setup()
  render(<CameraPlayer title="Джемете" streamUrl={STREAM} poster={poster} />)
  await user.click(playButton())
  await waitFor(() => expect(mockInstances).toHaveLength(1))
  return { user, hls: mockInstances[0]! }
}

describe('CameraPlayer', () => {
  it('shows the poster and a play button first, and loads nothing', () => {
    render(<CameraPlayer title="Джемете" streamUrl={STREAM} poster={poster} />)
    expect(screen.getByRole('figure', { name: 'Джемете' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Пляж Джемете' })).toBeInTheDocument()
    expect(playButton()).toBeEnabled()
    expect(video()).toBeNull()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(mockInstances).toHaveLength(0)
  })

  it('without a stream shows the poster and says the broadcast is unavailable', () => {
    render(<CameraPlayer title="Джемете" streamUrl={null} poster={poster} />)
    expect(screen.getByRole('img', { name: 'Пляж Джемете' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(UNAVAILABLE_MESSAGE)
    expect(screen.getByRole('status')).toHaveTextContent('Трансляция временно недоступна')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('without a poster keeps the box and the play button', () => {
    render(<CameraPlayer title="Джемете" streamUrl={STREAM} poster={null} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(playButton()).toBeInTheDocument()
  })

  it('plays the stream through hls.js, loaded on click, in a muted inline video with controls', async () => {
    const { hls } = await startHls()
    const element = video()!
    expect(element.muted).toBe(true)
    expect(element).toHaveAttribute('playsinline')
    expect(element).toHaveAttribute('controls')
    expect(element).toHaveAccessibleName('Джемете: прямая трансляция')
    expect(element).toHaveFocus()
    expect(hls.loadSource).toHaveBeenCalledWith(STREAM)
    expect(hls.attachMedia).toHaveBeenCalledWith(element)
    expect(screen.queryByRole('img', { name: 'Пляж Джемете' })).not.toBeInTheDocument()

    hls.emit(MockHls.Events.MANIFEST_PARSED)
    expect(play).toHaveBeenCalled()
  })

  it.each([
    ['network', MockHls.ErrorTypes.NETWORK_ERROR, 'manifestLoadError'],
    ['media', MockHls.ErrorTypes.MEDIA_ERROR, 'bufferStalledError'],
  ])('on a fatal %s error puts the poster back with the message', async (_kind, type, details) => {
    const { hls } = await startHls()
    hls.emit(MockHls.Events.ERROR, { fatal: true, type, details })

    expect(video()).toBeNull()
    expect(screen.getByRole('img', { name: 'Пляж Джемете' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(UNAVAILABLE_MESSAGE)
    expect(hls.destroy).toHaveBeenCalled()
    // Focus was on the video; it lands on the retry button rather than the top of the page.
    expect(screen.getByRole('button', { name: 'Попробовать ещё раз: Джемете' })).toHaveFocus()
  })

  it('rides out non-fatal errors, which hls.js recovers from itself', async () => {
    const { hls } = await startHls()
    hls.emit(MockHls.Events.ERROR, { fatal: false, type: MockHls.ErrorTypes.NETWORK_ERROR, details: 'fragLoadError' })
    expect(video()).not.toBeNull()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('tries again from the retry button', async () => {
    const { user, hls } = await startHls()
    hls.emit(MockHls.Events.ERROR, {
      fatal: true,
      type: MockHls.ErrorTypes.NETWORK_ERROR,
      details: 'manifestLoadError',
    })
    await user.click(screen.getByRole('button', { name: /Попробовать ещё раз/ }))
    await waitFor(() => expect(mockInstances).toHaveLength(2))
    expect(mockInstances[1]!.loadSource).toHaveBeenCalledWith(STREAM)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says the broadcast is unavailable where neither native HLS nor hls.js can play', async () => {
    MockHls.isSupported.mockReturnValue(false)
    const user = userEvent.setup()
    render(<CameraPlayer title="Джемете" streamUrl={STREAM} poster={poster} />)
    await user.click(playButton())
    expect(await screen.findByText(UNAVAILABLE_MESSAGE)).toBeInTheDocument()
    expect(mockInstances).toHaveLength(0)
  })

  it('uses native HLS where the browser has it, without hls.js', async () => {
    canPlayType.mockImplementation((type: string) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''))
    const user = userEvent.setup()
    render(<CameraPlayer title="Джемете" streamUrl={STREAM} poster={poster} />)
    await user.click(playButton())
    const element = video()!
    expect(element).toHaveAttribute('src', STREAM)
    expect(play).toHaveBeenCalled()
    expect(mockInstances).toHaveLength(0)

    fireEvent.error(element)
    expect(video()).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(UNAVAILABLE_MESSAGE)
  })

  it('releases the stream when it unmounts', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<CameraPlayer title="Джемете" streamUrl={STREAM} poster={poster} />)
    await user.click(playButton())
    await waitFor(() => expect(mockInstances).toHaveLength(1))
    unmount()
    expect(mockInstances[0]!.destroy).toHaveBeenCalled()
  })
})

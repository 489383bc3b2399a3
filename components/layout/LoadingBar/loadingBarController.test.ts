import { LOADING_BAR_THROTTLE_MS } from '@/lib/constants'
import { createLoadingBarController, type LoadingBarPhase } from './loadingBarController'

const FADE_MS = 300

function setup() {
  const phases: LoadingBarPhase[] = []
  const controller = createLoadingBarController((phase) => phases.push(phase), {
    throttleMs: LOADING_BAR_THROTTLE_MS,
    fadeMs: FADE_MS,
  })
  return { phases, controller }
}

describe('loading bar controller', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('uses the spec throttle of 200 ms', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200)
  })

  it('never shows the bar for a navigation faster than the throttle', () => {
    const { phases, controller } = setup()
    controller.start()
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1)
    controller.finish()
    jest.runAllTimers()
    expect(phases).toEqual([])
  })

  it('shows the bar once the navigation outlasts the throttle', () => {
    const { phases, controller } = setup()
    controller.start()
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1)
    expect(phases).toEqual([])
    jest.advanceTimersByTime(1)
    expect(phases).toEqual(['running'])
  })

  it('completes and fades out when the navigation ends', () => {
    const { phases, controller } = setup()
    controller.start()
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS + 500)
    controller.finish()
    expect(phases).toEqual(['running', 'finishing'])
    jest.advanceTimersByTime(FADE_MS)
    expect(phases).toEqual(['running', 'finishing', 'idle'])
  })

  it('keeps one bar across an interrupting navigation', () => {
    const { phases, controller } = setup()
    controller.start()
    jest.advanceTimersByTime(100)
    controller.start()
    jest.advanceTimersByTime(100)
    expect(phases).toEqual(['running'])
    controller.start()
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    expect(phases).toEqual(['running'])
  })

  it('restarts after the throttle when a navigation begins during the fade-out', () => {
    const { phases, controller } = setup()
    controller.start()
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    controller.finish()
    controller.start()
    expect(phases).toEqual(['running', 'finishing', 'idle'])
    jest.advanceTimersByTime(LOADING_BAR_THROTTLE_MS)
    expect(phases).toEqual(['running', 'finishing', 'idle', 'running'])
  })

  it('ignores a finish without a start, and stops every timer on dispose', () => {
    const { phases, controller } = setup()
    controller.finish()
    controller.start()
    controller.dispose()
    jest.runAllTimers()
    expect(phases).toEqual([])
  })
})

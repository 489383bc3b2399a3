import { act, render, screen } from '@testing-library/react'

import type { MiniMapProps } from '..'
import { LazyMiniMap } from './LazyMiniMap'

let mockMiniMapProps: MiniMapProps | null = null
jest.mock('..', () => ({
  MiniMap: (props: MiniMapProps) => {
    mockMiniMapProps = props
    return <span>мини-карта</span>
  },
}))

/** IntersectionObserver as jsdom lacks it: the test says when the frame comes near. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | null = null
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed = { callback, options }
  }
  observe() {}
  disconnect() {}
}
const comeNear = () =>
  act(() => observed!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))

beforeEach(() => {
  observed = null
  mockMiniMapProps = null
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true })
})

describe('LazyMiniMap', () => {
  it('reserves its box and loads nothing until it comes near the viewport', () => {
    render(<LazyMiniMap point={{ lat: 44.93, lon: 37.28 }} label="Джемете на карте" />)
    const frame = screen.getByRole('figure', { name: 'Джемете на карте' }).firstElementChild
    expect(frame).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByText('мини-карта')).not.toBeInTheDocument()
    expect(observed?.options?.rootMargin).toMatch(/px/)

    comeNear()
    expect(screen.getByText('мини-карта')).toBeInTheDocument()
    expect(mockMiniMapProps?.point).toEqual({ lat: 44.93, lon: 37.28 })

    act(() => mockMiniMapProps!.onReady!())
    expect(frame).toHaveAttribute('aria-busy', 'false')
  })

  it('passes a route track on, and says when the tiles fail', () => {
    const track = [
      { lat: 44.89, lon: 37.3 },
      { lat: 44.88, lon: 37.29 },
    ]
    render(<LazyMiniMap point={track[0]!} track={track} label="Маршрут на карте" />)
    comeNear()
    expect(mockMiniMapProps?.track).toEqual(track)
    act(() => mockMiniMapProps!.onTilesFailedChange!(true))
    expect(screen.getByRole('status')).toHaveTextContent('Карта-подложка не загрузилась')
  })
})

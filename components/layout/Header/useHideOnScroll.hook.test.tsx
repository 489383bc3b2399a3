import { act, renderHook } from '@testing-library/react'
import { useHideOnScroll } from './useHideOnScroll'

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('useHideOnScroll', () => {
  const initialWidth = window.innerWidth

  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: initialWidth, configurable: true })
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })

  it('follows the scroll direction on a narrow screen', () => {
    Object.defineProperty(window, 'innerWidth', { value: 375, configurable: true })
    const { result } = renderHook(() => useHideOnScroll())
    expect(result.current).toBe(false)
    scrollTo(400)
    expect(result.current).toBe(true)
    scrollTo(300)
    expect(result.current).toBe(false)
  })

  it('stays shown on a wide screen', () => {
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true })
    const { result } = renderHook(() => useHideOnScroll())
    scrollTo(400)
    expect(result.current).toBe(false)
  })
})

/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react'

import { DATA_SAVER_KEY, dataSaverOn, setDataSaver, useDataSaver } from './dataSaver'

/** The browser's data saver, as `navigator.connection.saveData` reports it. */
function browserSavesData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } })
}

afterEach(() => {
  window.localStorage.clear()
  Reflect.deleteProperty(navigator, 'connection')
})

describe('low-data mode', () => {
  it('follows the browser’s data saver until the visitor chooses', () => {
    expect(dataSaverOn()).toBe(false)
    browserSavesData(true)
    expect(dataSaverOn()).toBe(true)
  })

  it('takes the visitor’s choice over the browser’s, both ways', () => {
    browserSavesData(true)
    setDataSaver(false)
    expect(window.localStorage.getItem(DATA_SAVER_KEY)).toBe('off')
    expect(dataSaverOn()).toBe(false)
    browserSavesData(false)
    setDataSaver(true)
    expect(dataSaverOn()).toBe(true)
  })

  it('tells the page’s readers at once when switched, and other tabs’ changes too', () => {
    const { result } = renderHook(() => useDataSaver())
    expect(result.current).toBe(false)
    act(() => setDataSaver(true))
    expect(result.current).toBe(true)
    act(() => {
      window.localStorage.setItem(DATA_SAVER_KEY, 'off')
      window.dispatchEvent(new StorageEvent('storage', { key: DATA_SAVER_KEY }))
    })
    expect(result.current).toBe(false)
  })
})

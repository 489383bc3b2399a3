/**
 * @jest-environment jsdom
 */
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads'

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

  it('takes the visitor’s choice over the browser’s, both ways', async () => {
    browserSavesData(true)
    await setDataSaver(false)
    expect(window.localStorage.getItem(DATA_SAVER_KEY)).toBe('off')
    expect(dataSaverOn()).toBe(false)
    browserSavesData(false)
    await setDataSaver(true)
    expect(dataSaverOn()).toBe(true)
  })

  it('tells the page’s readers at once when switched, and other tabs’ changes too', async () => {
    const { result } = renderHook(() => useDataSaver())
    expect(result.current).toBe(false)
    await act(() => setDataSaver(true))
    expect(result.current).toBe(true)
    act(() => {
      window.localStorage.setItem(DATA_SAVER_KEY, 'off')
      window.dispatchEvent(new StorageEvent('storage', { key: DATA_SAVER_KEY }))
    })
    expect(result.current).toBe(false)
  })
  it('switched off, the service worker hears it before any page does, so it holds back no picture they then ask for', async () => {
    // jsdom has no MessageChannel; Node's is the same HTML interface.
    Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, value: NodeMessageChannel })
    const heard: { on: unknown; storedThen: string | null }[] = []
    const controller = {
      postMessage: (message: { on: unknown }, [port]: MessagePort[]) => {
        heard.push({ on: message.on, storedThen: window.localStorage.getItem(DATA_SAVER_KEY) })
        port!.postMessage(true)
      },
    }
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } })
    try {
      await setDataSaver(true)
      await setDataSaver(false)
      expect(heard).toEqual([
        { on: true, storedThen: 'on' },
        { on: false, storedThen: 'on' },
      ])
      expect(dataSaverOn()).toBe(false)
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
      Reflect.deleteProperty(globalThis, 'MessageChannel')
    }
  })
  it('switched off and on again before the worker answered, stays on', async () => {
    Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, value: NodeMessageChannel })
    const ports: MessagePort[] = []
    const controller = { postMessage: (_message: unknown, [port]: MessagePort[]) => void ports.push(port!) }
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } })
    try {
      const off = setDataSaver(false)
      const on = setDataSaver(true)
      for (const port of ports.splice(0)) port.postMessage(true)
      await off
      for (const port of ports.splice(0)) port.postMessage(true)
      await on
      expect(dataSaverOn()).toBe(true)
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
      Reflect.deleteProperty(globalThis, 'MessageChannel')
    }
  })
})

import { MessageChannel as NodeMessageChannel } from 'node:worker_threads'
import { act, render, screen } from '@testing-library/react'
import { DEVICE_COPY_QUESTION, type DeviceCopyQuestion } from '@/lib/pwa/deviceCopy'
import { DeviceCopyNotice, savedAtText } from './DeviceCopyNotice'

jest.mock('next/router', () => ({ __esModule: true, default: { events: { on: jest.fn(), off: jest.fn() } } }))

/** The service worker as the page sees it: a controller that answers on the port it is given. */
function workerAnswering(savedAt: string | null) {
  const asked: DeviceCopyQuestion[] = []
  const controller = {
    postMessage: (question: DeviceCopyQuestion, [port]: MessagePort[]) => {
      asked.push(question)
      port!.postMessage({ savedAt })
      port!.close()
    },
  }
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller } })
  return asked
}

// jsdom has no MessageChannel; Node's is the same HTML interface.
beforeAll(() => {
  Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, value: NodeMessageChannel })
})

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('DeviceCopyNotice', () => {
  it('says when the page came from the device, and as of when', async () => {
    const asked = workerAnswering('2026-11-28T11:05:00.000Z')
    render(<DeviceCopyNotice now={() => new Date('2026-11-28T15:00:00Z')} />)
    // 11:05 UTC is 14:05 in Anapa.
    expect(await screen.findByText('Нет связи. Показано по состоянию на 14:05')).toHaveAttribute('role', 'status')
    expect(asked).toEqual([{ type: DEVICE_COPY_QUESTION, path: window.location.pathname }])
  })

  it('says nothing for a page from the network', async () => {
    workerAnswering(null)
    render(<DeviceCopyNotice />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('says nothing without a service worker', async () => {
    render(<DeviceCopyNotice />)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})

describe('savedAtText', () => {
  it('gives the time for a copy saved today in Anapa, the date too for an older one', () => {
    const now = new Date('2026-11-28T15:00:00Z')
    expect(savedAtText('2026-11-28T11:05:00.000Z', now)).toBe('14:05')
    expect(savedAtText('2026-11-27T11:05:00.000Z', now)).toBe('27.11.2026, 14:05')
    // 22:30 UTC on the 27th is already the 28th in Anapa.
    expect(savedAtText('2026-11-27T22:30:00.000Z', now)).toBe('01:30')
  })
})

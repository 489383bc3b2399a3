import 'fake-indexeddb/auto'
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { loadAppealDraft } from '@/lib/appeals/draft'
import { forgetResidentCopy } from '@/lib/offline/forgetResidentCopy'
import { RESIDENT_ID, queuedAppeal } from '@/lib/test/residentCopy'
import { queueAppeal, queuedFor, updateQueued } from '@/lib/offline/outbox'
import { QueuedAppeals } from './QueuedAppeals'

// jsdom has no structuredClone, which fake-indexeddb stores with. The values here are plain data and
// Blobs that nothing changes after storing, so they are kept as they are.
globalThis.structuredClone ??= ((value: unknown) => value) as typeof structuredClone
// Nor a BroadcastChannel, by which the queue tells every list it changed; Node's is the same interface.
Object.defineProperty(globalThis, 'BroadcastChannel', { configurable: true, value: NodeBroadcastChannel })

const push = jest.fn()
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath: '/moi-obrashcheniya', push }) }))

const OWNER = RESIDENT_ID

const renderList = (onSent = jest.fn()) => {
  render(<QueuedAppeals owner={OWNER} onSent={onSent} />)
  return onSent
}

afterEach(() => {
  forgetResidentCopy()
  window.sessionStorage.clear()
})

describe('QueuedAppeals', () => {
  it('lists an appeal waiting for a connection as such, and «Не отправлять» lets it go', async () => {
    await queueAppeal(queuedAppeal())
    const onSent = renderList()
    const list = await screen.findByRole('list', { name: 'Ожидают отправки' })
    expect(list).toHaveTextContent('Уличное освещение')
    expect(list).toHaveTextContent('Отправится, когда появится связь')
    expect(list).toHaveTextContent('Фотографий: 2')
    await userEvent.click(within(list).getByRole('button', { name: 'Не отправлять' }))
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Ожидают отправки' })).not.toBeInTheDocument())
    expect(await queuedFor(OWNER)).toEqual([])
    // Withdrawn, not sent: the page has no reason to ask for its list again.
    expect(onSent).not.toHaveBeenCalled()
  })

  it('lists nothing of another resident’s queue', async () => {
    await queueAppeal(queuedAppeal({ owner: '99' }))
    renderList()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByRole('list', { name: 'Ожидают отправки' })).not.toBeInTheDocument()
  })

  it('says it went once it is sent (another tab, the worker), so the page can ask for the list again', async () => {
    await queueAppeal(queuedAppeal())
    const onSent = renderList()
    await screen.findByRole('list', { name: 'Ожидают отправки' })
    const { dropQueued } = await import('@/lib/offline/outbox')
    await dropQueued('req-1')
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1))
  })

  it('brings a refused appeal back with the reason; «Исправить» puts it into the form as a new appeal', async () => {
    await queueAppeal(queuedAppeal())
    await updateQueued({ ...queuedAppeal(), refusal: 'Такой темы больше нет' })
    const onSent = renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер не принял обращение: Такой темы больше нет')
    await userEvent.click(screen.getByRole('button', { name: 'Исправить' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/moi-obrashcheniya/novoe-obrashchenie'))
    const draft = loadAppealDraft()
    expect(draft).toMatchObject({
      topic_id: '3',
      text: 'Не горит фонарь у дома 5',
      address: 'ул. Крымская, 5',
      photos: [{ id: '40', name: 'before.jpg' }],
      // Queued before the choice existed: not chosen, so the form follows the topic.
      is_public: null,
    })
    expect(draft!.request_id).not.toBe('req-1')
    expect(await queuedFor(OWNER)).toEqual([])
    // Not a sent appeal: a reload of the list now would race the way to the form.
    expect(onSent).not.toHaveBeenCalled()
  })

  it('«Исправить» carries the resident’s choice of who sees it back into the form', async () => {
    const appeal = queuedAppeal({ input: { ...queuedAppeal().input, is_public: false } })
    await queueAppeal(appeal)
    await updateQueued({ ...appeal, refusal: 'Такой темы больше нет' })
    renderList()
    await userEvent.click(await screen.findByRole('button', { name: 'Исправить' }))
    await waitFor(() => expect(push).toHaveBeenCalledWith('/moi-obrashcheniya/novoe-obrashchenie'))
    expect(loadAppealDraft()).toMatchObject({ topic_id: '3', is_public: false })
  })
})

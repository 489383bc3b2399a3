import 'fake-indexeddb/auto'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Toaster, toast } from 'sonner'

import { APPEAL_MESSAGES } from '@anapa/shared/appeals/appealSchema'
import type { PointPickerProps } from '@/components/map'
import { createCache } from '@/lib/apollo/cache'
import { loadAppealDraft } from '@/lib/appeals/draft'
import { forgetResidentCopy } from '@/lib/offline/forgetResidentCopy'
import { queuedFor, type QueuedAppeal } from '@/lib/offline/outbox'
import { createMockClient, gatewayError, MockApollo, residentFixture, type MockHandlers } from '@/lib/test/mockApollo'
import { sendFile } from '@/lib/uploads/sendScan'
import { SessionProvider, type SessionUser } from '@/components/session'
import { PHOTO_WAITS } from '@/components/appeals/AppealPhotoPicker/AppealPhotoPicker'
import { AppealForm, PUBLIC_CHOICE_HINT } from './AppealForm'

// jsdom has no structuredClone, which fake-indexeddb stores the queued appeal with; its values are
// plain data and a File that nothing changes after storing.
globalThis.structuredClone ??= ((value: unknown) => value) as typeof structuredClone

// The map is Leaflet's; here a button stands for a tap on the map at a point in Anapa.
jest.mock('@/components/map', () => ({
  __esModule: true,
  PointPicker: ({ onChange, point, label }: PointPickerProps) => (
    <button type="button" aria-label={label} onClick={() => onChange({ lat: 44.8951, lon: 37.3163 })}>
      {point ? 'точка выбрана' : 'карта'}
    </button>
  ),
}))
jest.mock('@/lib/uploads/sendScan', () => ({ __esModule: true, sendFile: jest.fn() }))
const send = sendFile as jest.MockedFunction<typeof sendFile>

const TOPICS: MockHandlers = {
  AppealTopicsQuery: () => ({
    data: {
      appealTopics: [
        { __typename: 'AppealTopic', id: '3', name: 'Мусор', personal: false },
        { __typename: 'AppealTopic', id: '4', name: 'Шум', personal: false },
        { __typename: 'AppealTopic', id: '5', name: 'Соседи', personal: true },
      ],
    },
  }),
}
const CONSENT_BOX = /Я даю согласие на обработку персональных данных/
const PUBLIC_BOX = 'Показать обращение всем на карте города'
const TEXT = 'Переполнены контейнеры у дома, мусор не вывозят третий день'
const FILED = { data: { createAppeal: { __typename: 'Appeal', id: '12', number: 'A-2026-000012' } } }

function renderForm(handlers: MockHandlers, { topicId = null }: { topicId?: string | null } = {}) {
  const onFiled = jest.fn()
  const onQueued = jest.fn()
  const mock = createMockClient({ ...TOPICS, ...handlers }, { cache: createCache() })
  const view = render(
    <MockApollo client={mock.client}>
      <AppealForm onFiled={onFiled} onQueued={onQueued} topicId={topicId} />
      <Toaster />
    </MockApollo>,
  )
  return { ...mock, ...view, onFiled, onQueued }
}

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01])
const png = (name = 'yard.png') => new File([PNG_BYTES], name, { type: 'image/png' })

async function fillValid() {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Тема' }), 'Мусор')
  await userEvent.type(screen.getByRole('textbox', { name: 'Опишите проблему' }), TEXT)
  await userEvent.click(screen.getByRole('button', { name: 'Карта: выберите место проблемы' }))
  await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_BOX }))
}

/** The form as the server sends it, in the document, ready for the browser to hydrate `ui` over it. */
function serverRenderedForm() {
  const mock = createMockClient(TOPICS, { cache: createCache() })
  const ui = (
    <MockApollo client={mock.client}>
      <AppealForm onFiled={() => undefined} onQueued={() => undefined} />
    </MockApollo>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(ui)
  document.body.appendChild(container)
  return { ui, container }
}

beforeAll(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:preview', configurable: true })
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true })
})
beforeEach(() => {
  window.sessionStorage.clear()
  send.mockReset()
})
afterEach(() => act(() => void toast.dismiss()))

describe('Новое обращение', () => {
  it('shows the shared rules on submit: topic, text length and a place', async () => {
    const mock = renderForm({})
    await screen.findByRole('option', { name: 'Мусор' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Опишите проблему' }), 'Мусор')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    expect(await screen.findByText(APPEAL_MESSAGES.required)).toBeInTheDocument()
    expect(screen.getByText(APPEAL_MESSAGES.textMin)).toBeInTheDocument()
    expect(screen.getByText(APPEAL_MESSAGES.place)).toBeInTheDocument()
    expect(mock.callsOf('CreateAppealMutation')).toHaveLength(0)
  })

  it('offers the open public appeals of the topic near the point, and supporting one instead', async () => {
    const nearby = {
      __typename: 'NearbyAppeal',
      number: 'A-2026-000044',
      text: 'Переполнены контейнеры во дворе',
      statusLabel: 'В работе',
      address: 'ул. Крымская, 10',
      supporters: 2,
      distanceM: 30,
      href: '/obrashcheniya/A-2026-000044',
    }
    const mock = renderForm({
      NearbyAppealsQuery: () => ({ data: { nearbyAppeals: [nearby] } }),
      FollowAppealMutation: () => ({
        data: { followAppeal: { __typename: 'FollowedAppeal', number: 'A-2026-000044', supporters: 3 } },
      }),
    })
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Тема' }), 'Мусор')
    expect(screen.queryByRole('region', { name: 'Похоже, об этом уже сообщили' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Карта: выберите место проблемы' }))
    const region = await screen.findByRole('region', { name: 'Похоже, об этом уже сообщили' })
    expect(mock.callsOf('NearbyAppealsQuery')[0]!.variables).toEqual({ topicId: '3', lat: 44.8951, lon: 37.3163 })
    expect(within(region).getByRole('link', { name: 'A-2026-000044' })).toHaveAttribute(
      'href',
      '/obrashcheniya/A-2026-000044',
    )
    expect(region).toHaveTextContent('В работе · 30 м от вашей точки')
    await userEvent.click(within(region).getByRole('button', { name: 'Поддержать обращение A-2026-000044' }))
    expect(await within(region).findByText(/Вы поддерживаете это обращение/)).toBeInTheDocument()
    expect(mock.callsOf('FollowAppealMutation')[0]!.variables).toEqual({ number: 'A-2026-000044' })
  })

  it('opens on the topic a link chose, and a draft in the tab keeps its own', async () => {
    const first = renderForm({}, { topicId: '4' })
    await screen.findByRole('option', { name: 'Шум' })
    expect(screen.getByRole('combobox', { name: 'Тема' })).toHaveValue('4')
    await userEvent.type(screen.getByRole('textbox', { name: 'Опишите проблему' }), TEXT)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Тема' }), 'Мусор')
    first.unmount()
    // A reload of the same link: the tab's draft, with the topic the resident changed to, wins.
    renderForm({}, { topicId: '4' })
    await screen.findByRole('option', { name: 'Мусор' })
    expect(screen.getByRole('combobox', { name: 'Тема' })).toHaveValue('3')
    expect(screen.getByRole('textbox', { name: 'Опишите проблему' })).toHaveValue(TEXT)
  })

  it('cannot be sent until the consent box, unticked at first, is ticked; the policy is one tap away', async () => {
    const mock = renderForm({ CreateAppealMutation: () => FILED })
    await fillValid()
    const box = screen.getByRole('checkbox', { name: CONSENT_BOX })
    await userEvent.click(box)
    expect(box).not.toBeChecked()
    expect(screen.getByRole('link', { name: /Политикой конфиденциальности/ })).toHaveAttribute(
      'href',
      '/politika-konfidencialnosti',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    const summary = await screen.findByRole('group', { name: 'Исправьте ошибки' })
    expect(
      within(summary).getByRole('link', {
        name: 'Согласие на обработку персональных данных: Подтвердите согласие на обработку персональных данных',
      }),
    ).toBeInTheDocument()
    expect(box).toHaveAccessibleErrorMessage('Подтвердите согласие на обработку персональных данных')
    expect(mock.callsOf('CreateAppealMutation')).toHaveLength(0)

    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    await waitFor(() => expect(mock.onFiled).toHaveBeenCalledWith('12'))
    expect(mock.callsOf('CreateAppealMutation')[0]?.variables).toMatchObject({ input: { consent: true } })
  })

  it('a new form starts with the box unticked', async () => {
    renderForm({})
    await screen.findByRole('option', { name: 'Мусор' })
    expect(screen.getByRole('checkbox', { name: CONSENT_BOX })).not.toBeChecked()
  })

  it('files the appeal with the map point, an uploaded photo and the request id, then forgets the draft', async () => {
    send.mockResolvedValue({ ok: true, data: { id: '71', mime_type: 'image/png', size: 16 } })
    const mock = renderForm({ CreateAppealMutation: () => FILED })
    await fillValid()
    await userEvent.upload(screen.getByLabelText('Добавить фото'), png())
    expect(await screen.findByRole('img', { name: 'Фото yard.png' })).toHaveAttribute('src', 'blob:preview')
    expect(send).toHaveBeenCalledWith('/api/uploads/appeal-photo', expect.any(File), expect.any(Function))
    const requestId = loadAppealDraft()?.request_id
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)

    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    await waitFor(() => expect(mock.onFiled).toHaveBeenCalledWith('12'))
    expect(mock.callsOf('CreateAppealMutation')[0]?.variables).toEqual({
      input: {
        topic_id: '3',
        text: TEXT,
        address: null,
        location: { lat: 44.8951, lon: 37.3163 },
        photo_ids: ['71'],
        request_id: requestId,
        consent: true,
        // Untouched: what the box showed for a topic that is not personal.
        is_public: true,
      },
    })
    expect(await screen.findByText('Обращение отправлено')).toBeInTheDocument()
    expect(loadAppealDraft()).toBeNull()
  })

  it('keeps the draft and its request id after a failed call, and the field errors of the server', async () => {
    const mock = renderForm({
      CreateAppealMutation: () => gatewayError(APPEAL_MESSAGES.dailyLimit, 'TOO_MANY_REQUESTS'),
    })
    await fillValid()
    const before = loadAppealDraft()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    expect(await screen.findByText('Произошла ошибка. Попробуйте позже')).toBeInTheDocument()
    expect(screen.getByText(APPEAL_MESSAGES.dailyLimit)).toBeInTheDocument()
    expect(mock.onFiled).not.toHaveBeenCalled()
    expect(loadAppealDraft()).toEqual({ ...before, text: TEXT })
    expect(loadAppealDraft()?.request_id).toBe(before?.request_id)
  })

  it('a reload brings the draft back: topic, text, point and uploaded photos', async () => {
    window.sessionStorage.setItem(
      'anapa:appeal-draft',
      JSON.stringify({
        topic_id: '4',
        text: TEXT,
        address: 'ул. Крымская, 99',
        location: { lat: 44.9, lon: 37.3 },
        photos: [{ id: '71', name: 'yard.png' }],
        request_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        is_public: false,
      }),
    )
    renderForm({})
    await screen.findByRole('option', { name: 'Шум' })
    // Not personal, yet unticked: the resident's own choice came back with the rest.
    expect(screen.getByRole('checkbox', { name: PUBLIC_BOX })).not.toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Тема' })).toHaveValue('4')
    expect(screen.getByRole('textbox', { name: 'Опишите проблему' })).toHaveValue(TEXT)
    expect(screen.getByRole('textbox', { name: 'Адрес' })).toHaveValue('ул. Крымская, 99')
    expect(screen.getByText('Точка: 44.90000, 37.30000')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Фото yard.png' })).toHaveAttribute('src', '/api/appeal-photos/71')
  })

  it('«show to everyone» follows the topic until touched: ticked, unticked for a personal topic', async () => {
    renderForm({})
    const box = await screen.findByRole('checkbox', { name: PUBLIC_BOX })
    expect(box).toHaveAccessibleDescription(PUBLIC_CHOICE_HINT)
    expect(box).toBeChecked()
    const topic = await screen.findByRole('combobox', { name: 'Тема' })
    await userEvent.selectOptions(topic, 'Соседи')
    expect(box).not.toBeChecked()
    await userEvent.selectOptions(topic, 'Мусор')
    expect(box).toBeChecked()
    // Untouched, the draft says nothing was chosen, so a restored form follows the topic too.
    expect(loadAppealDraft()?.is_public).toBeNull()
  })

  it("keeps the resident's choice when the topic changes after it, in the draft and the call", async () => {
    const mock = renderForm({ CreateAppealMutation: () => FILED })
    await fillValid()
    const box = screen.getByRole('checkbox', { name: PUBLIC_BOX })
    // By keyboard: Tab lands on the box, Space unticks it (the form marks the field active on focus).
    act(() => box.focus())
    await userEvent.keyboard(' ')
    expect(box).not.toBeChecked()
    expect(loadAppealDraft()?.is_public).toBe(false)
    const topic = screen.getByRole('combobox', { name: 'Тема' })
    await userEvent.selectOptions(topic, 'Соседи')
    await userEvent.click(box)
    expect(box).toBeChecked()
    await userEvent.selectOptions(topic, 'Шум')
    await userEvent.selectOptions(topic, 'Соседи')
    expect(box).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    await waitFor(() => expect(mock.onFiled).toHaveBeenCalledWith('12'))
    expect(mock.callsOf('CreateAppealMutation')[0]?.variables).toMatchObject({
      input: { topic_id: '5', is_public: true },
    })
  })

  it('an untouched box sends a personal topic as private', async () => {
    const mock = renderForm({ CreateAppealMutation: () => FILED })
    await fillValid()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Тема' }), 'Соседи')
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    await waitFor(() => expect(mock.onFiled).toHaveBeenCalledWith('12'))
    expect(mock.callsOf('CreateAppealMutation')[0]?.variables).toMatchObject({ input: { is_public: false } })
  })

  it('describes the point in words once the gateway knows it, instead of its coordinates', async () => {
    window.sessionStorage.setItem(
      'anapa:appeal-draft',
      JSON.stringify({
        topic_id: '4',
        text: TEXT,
        address: '',
        location: { lat: 44.9, lon: 37.3 },
        photos: [],
        request_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      }),
    )
    const mock = renderForm({
      DescribePointQuery: () => ({
        data: {
          describePoint: { __typename: 'PointDescription', text: 'рядом: Центральный пляж, 120\u00a0м' },
        },
      }),
    })
    expect(await screen.findByText('Точка: 44.90000, 37.30000')).toBeInTheDocument()
    expect(await screen.findByText('рядом: Центральный пляж, 120 м')).toBeInTheDocument()
    expect(screen.queryByText('Точка: 44.90000, 37.30000')).toBeNull()
    expect(mock.callsOf('DescribePointQuery')[0]?.variables).toEqual({ point: { lat: 44.9, lon: 37.3 } })
  })

  it('hydrates the server’s empty form without a mismatch, then shows the tab’s draft', async () => {
    // The server knows no tab: its HTML is the empty form. The draft exists only in the browser.
    const { ui, container } = serverRenderedForm()
    window.sessionStorage.setItem(
      'anapa:appeal-draft',
      JSON.stringify({
        topic_id: '4',
        text: TEXT,
        address: 'ул. Крымская, 99',
        location: null,
        photos: [],
        request_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      }),
    )
    const onRecoverableError = jest.fn()
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError }))
    await waitFor(() => expect(within(container).getByRole('textbox', { name: 'Опишите проблему' })).toHaveValue(TEXT))
    expect(within(container).getByRole('textbox', { name: 'Адрес' })).toHaveValue('ул. Крымская, 99')
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    // The empty form of the hydration did not overwrite the draft it then showed.
    expect(loadAppealDraft()?.text).toBe(TEXT)
    consoleError.mockRestore()
    act(() => root.unmount())
    container.remove()
  })

  it('without a draft, keeps the form it hydrated: what was typed before the switch stays and is kept', async () => {
    const { ui, container } = serverRenderedForm()
    const serverTextarea = within(container).getByRole('textbox', { name: 'Опишите проблему' })
    const root = await act(async () => hydrateRoot(container, ui))
    await within(container).findByRole('option', { name: 'Мусор' })
    // The same element the server sent: a remounted form would have dropped what the resident
    // chose while the page finished hydrating.
    expect(within(container).getByRole('textbox', { name: 'Опишите проблему' })).toBe(serverTextarea)
    await userEvent.selectOptions(within(container).getByRole('combobox', { name: 'Тема' }), 'Мусор')
    expect(loadAppealDraft()?.topic_id).toBe('3')
    act(() => root.unmount())
    container.remove()
  })

  it('an empty submit moves focus to the error summary, whose links focus the topic and the place', async () => {
    const mock = renderForm({})
    await screen.findByRole('option', { name: 'Мусор' })
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' })
    expect(summary).toHaveFocus()
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      `Тема: ${APPEAL_MESSAGES.required}`,
      `Опишите проблему: ${APPEAL_MESSAGES.required}`,
      `Место на карте: ${APPEAL_MESSAGES.place}`,
      'Согласие на обработку персональных данных: Подтвердите согласие на обработку персональных данных',
    ])
    await userEvent.click(within(summary).getByRole('link', { name: /^Согласие/ }))
    expect(screen.getByRole('checkbox', { name: CONSENT_BOX })).toHaveFocus()
    await userEvent.click(within(summary).getByRole('link', { name: /^Тема/ }))
    expect(screen.getByRole('combobox', { name: 'Тема' })).toHaveFocus()
    await userEvent.click(within(summary).getByRole('link', { name: /^Место на карте/ }))
    expect(screen.getByRole('group', { name: 'Место на карте' })).toHaveFocus()
    expect(mock.callsOf('CreateAppealMutation')).toHaveLength(0)
  })

  it('refuses a PDF before sending it, and retries a dropped upload with the same file', async () => {
    send.mockResolvedValueOnce({ ok: false, status: 0, message: null, fields: null })
    send.mockResolvedValueOnce({ ok: true, data: { id: '72', mime_type: 'image/png', size: 16 } })
    renderForm({})
    await screen.findByRole('option', { name: 'Мусор' })
    await userEvent.upload(
      screen.getByLabelText('Добавить фото'),
      new File(['%PDF-1.4'], 'scan.pdf', { type: 'image/png' }),
      {
        applyAccept: false,
      },
    )
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent('Допустимы фотографии JPEG или PNG')
    expect(send).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Удалить фото scan.pdf' }))

    await userEvent.upload(screen.getByLabelText('Добавить фото'), png('bench.png'))
    await userEvent.click(await screen.findByRole('button', { name: 'Повторить' }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1])
    await waitFor(() => expect(loadAppealDraft()?.photos).toEqual([{ id: '72', name: 'bench.png' }]))
  })

  it('takes five photos at most: the sixth is refused with the toast and the add button goes', async () => {
    send.mockImplementation(async (_url, file) => ({
      ok: true,
      data: { id: file.name, mime_type: 'image/png', size: 10 },
    }))
    renderForm({})
    await screen.findByRole('option', { name: 'Мусор' })
    const files = ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`))
    await userEvent.upload(screen.getByLabelText('Добавить фото'), files)
    expect(await screen.findByText('Не больше 5 фотографий')).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Выбранные фотографии' })).getAllByRole('img')).toHaveLength(5)
    expect(screen.queryByLabelText('Добавить фото')).toBeNull()
    await waitFor(() =>
      expect(loadAppealDraft()?.photos.map((p) => p.id)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png']),
    )
  })

  it('disables the button while the appeal is being sent', async () => {
    let answer: (() => void) | null = null
    const mock = renderForm({ CreateAppealMutation: () => FILED })
    const original = mock.client.mutate.bind(mock.client)
    jest
      .spyOn(mock.client, 'mutate')
      .mockImplementation((options) => new Promise((resolve) => (answer = () => resolve(original(options)))) as never)
    await fillValid()
    const button = screen.getByRole('button', { name: 'Отправить обращение' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toBeDisabled())
    await userEvent.click(button)
    act(() => answer!())
    await waitFor(() => expect(mock.onFiled).toHaveBeenCalledTimes(1))
  })
})

describe('without a connection', () => {
  beforeEach(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false }))
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine')
    forgetResidentCopy()
  })

  it('keeps the appeal and the photo that could not upload on the device, to go later, and sends nothing now', async () => {
    send.mockResolvedValue({ ok: false, status: 0, message: null, fields: null })
    const mock = createMockClient(TOPICS, { cache: createCache() })
    const onQueued = jest.fn()
    render(
      <SessionProvider serverUser={residentFixture() as SessionUser}>
        <MockApollo client={mock.client}>
          <AppealForm onFiled={jest.fn()} onQueued={onQueued} />
        </MockApollo>
      </SessionProvider>,
    )
    await fillValid()
    await userEvent.click(screen.getByRole('checkbox', { name: PUBLIC_BOX }))
    await userEvent.upload(screen.getByLabelText('Добавить фото'), png())
    expect(await screen.findByText(PHOTO_WAITS)).toBeInTheDocument()
    // Not a failure: nothing to retry, and the button does not wait for it.
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Отправить обращение' }))
    await waitFor(() => expect(onQueued).toHaveBeenCalled())

    expect(mock.callsOf('CreateAppealMutation')).toHaveLength(0)
    const [queued] = (await queuedFor('17')) as QueuedAppeal[]
    expect(queued).toMatchObject({
      kind: 'appeal',
      owner: '17',
      topicName: 'Мусор',
      input: {
        topic_id: '3',
        text: TEXT,
        location: { lat: 44.8951, lon: 37.3163 },
        consent: true,
        // Unticked by the resident on a topic that is public by default: the queue keeps their choice.
        is_public: false,
      },
      refusal: null,
    })
    expect(queued!.input.request_id).toBe(queued!.id)
    expect(queued!.photos).toEqual([{ name: 'yard.png', file: expect.any(Blob) }])
    // The tab's draft went with it: the appeal is the queue's now.
    expect(loadAppealDraft()).toBeNull()
  })
})

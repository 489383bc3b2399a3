import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster, toast } from 'sonner'

import { createCache } from '@/lib/apollo/cache'
import { loadDraft } from '@/lib/permits/draft'
import { createMockClient, gatewayError, MockApollo, type MockHandlers } from '@/lib/test/mockApollo'
import { sendScan } from '@/lib/uploads/sendScan'
import type { SessionUser } from '@/components/session'
import { Applications } from './ApplicationsView'

const CONSENT_BOX = /Я даю согласие на обработку персональных данных/
const push = jest.fn(async () => true)
jest.mock('next/router', () => ({
  __esModule: true,
  useRouter: () => ({ asPath: '/rezident-applications', push }),
}))
jest.mock('@/lib/uploads/sendScan', () => ({ __esModule: true, sendScan: jest.fn() }))
const send = sendScan as jest.MockedFunction<typeof sendScan>

const LADA = {
  __typename: 'Car',
  plate: 'А123ВС93',
  plateDisplay: 'А 123 ВС 93',
  name: 'Лада Веста',
  permitEndDate: null,
}

const application = (patch: Record<string, unknown>) => ({
  __typename: 'ResidentPermitApplication',
  id: '1',
  code: 'RP-2026-000001',
  plate: 'А123ВС93',
  plateDisplay: 'А 123 ВС 93',
  carName: 'Лада Веста',
  status: 'submitted',
  statusLabel: 'Отправлено',
  comment: null,
  permitEndDate: null,
  createdAt: '2026-07-10T08:10:00.000Z',
  updatedAt: '2026-07-10T08:10:00.000Z',
  history: [],
  files: [],
  submittedAt: null,
  decisionDue: null,
  draft: null,
  ...patch,
})

const DRAFT_FIELDS = [
  'surname',
  'name',
  'patronymic',
  'date_of_birth',
  'sex',
  'passport_series',
  'passport_number',
  'passport_issue_date',
  'passport_issuing_authority',
  'passport_issuing_authority_code',
  'registration_address',
  'contact_phone',
  'contact_email',
]
/** A draft as the server keeps it: every application field, null where nothing is saved. */
const serverDraft = (values: Record<string, unknown> = {}) => ({
  __typename: 'ResidentPermitDraft',
  expiresAt: '2026-08-09T08:10:00.000Z',
  values: {
    __typename: 'ResidentPermitDraftValues',
    ...Object.fromEntries(DRAFT_FIELDS.map((f) => [f, null])),
    ...values,
  },
})

const APPROVED = application({
  id: '2',
  code: 'RP-2026-000002',
  status: 'approved',
  statusLabel: 'Одобрено',
  permitEndDate: '10.07.2027',
  history: [
    {
      __typename: 'StatementHistoryEntry',
      status: 'submitted',
      statusLabel: 'Отправлено',
      at: '2026-07-10T08:20:00.000Z',
      comment: null,
    },
    {
      __typename: 'StatementHistoryEntry',
      status: 'approved',
      statusLabel: 'Одобрено',
      at: '2026-07-11T09:00:00.000Z',
      comment: null,
    },
  ],
})
const REJECTED = application({
  id: '3',
  code: 'RP-2026-000003',
  status: 'rejected',
  statusLabel: 'Отклонено',
  comment: 'Нечитаемый скан СТС',
})
const DRAFT = application({
  id: '4',
  code: 'RP-2026-000004',
  status: 'draft',
  statusLabel: 'Черновик',
  draft: serverDraft(),
})

function renderView(handlers: MockHandlers, me: SessionUser | null = null) {
  const mock = createMockClient(handlers, { cache: createCache() })
  const view = render(
    <MockApollo client={mock.client}>
      <Applications me={me} />
      <Toaster />
    </MockApollo>,
  )
  return { ...mock, ...view }
}

const routeQuery = (applications: object[], cars: object[] = [LADA]): MockHandlers => ({
  ResidentApplicationsRouteQuery: () => ({ data: { residentPermitApplications: applications, cars } }),
  // The wizard saves the draft on the server as the resident goes; the server answers it back.
  SavePermitDraftMutation: ({ input }) => {
    const { statement_code: _code, ...values } = input as Record<string, unknown>
    return { data: { saveResidentPermitDraft: { ...DRAFT, draft: serverDraft(values) } } }
  },
})

/** A draft saved on the server from another browser, stopped after the personal step. */
const SAVED_ON_SERVER = application({
  id: '4',
  code: 'RP-2026-000004',
  status: 'draft',
  statusLabel: 'Черновик',
  draft: serverDraft({ surname: 'Иванова', name: 'Анна', date_of_birth: '01.02.1990', sex: 'female' }),
})

const PERSONAL = { Фамилия: 'Иванова', Имя: 'Анна', 'Дата рождения': '01021990' }
const PASSPORT = {
  'Серия паспорта': '0312',
  'Номер паспорта': '123456',
  'Дата выдачи': '15062020',
  'Кем выдан': 'ГУ МВД России по Краснодарскому краю',
  'Код подразделения': '230005',
  'Адрес регистрации': 'г. Анапа, ул. Крымская, д. 1',
}

async function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await userEvent.type(screen.getByLabelText(label), value)
}

const pdf = (name: string) => new File(['%PDF-1.4 scan'], name, { type: 'application/pdf' })
const uploaded = (kind: string) => ({
  ok: true as const,
  scan: { id: `f-${kind}`, kind, mime_type: 'application/pdf', size: 13 } as never,
})

beforeEach(() => {
  window.sessionStorage.clear()
  send.mockReset()
  push.mockClear()
})
afterEach(() => act(() => void toast.dismiss()))

async function startWithCar(mock: ReturnType<typeof renderView>) {
  await userEvent.click(await screen.findByRole('button', { name: 'Подать заявку' }))
  expect(screen.getByRole('radio', { name: /А 123 ВС 93/ })).toBeChecked()
  await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))
  await waitFor(() => expect(mock.callsOf('CreateStatementMutation')).toHaveLength(1))
}

describe('Заявки', () => {
  it('lists applications with their status, decision and dated history; a draft first, as «Черновик»', async () => {
    renderView(routeQuery([APPROVED, REJECTED, DRAFT]))
    const list = await screen.findByRole('list', { name: 'Ваши заявки' })
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list)
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Заявление RP-2026-000004')
    expect(items[0]).toHaveTextContent('Черновик')
    expect(items[0]).toHaveTextContent('удалится 09.08.2026')
    expect(within(items[0]!).getByRole('button', { name: 'Продолжить заявление RP-2026-000004' })).toBeInTheDocument()
    expect(within(items[0]!).getByRole('button', { name: 'Удалить черновик RP-2026-000004' })).toBeInTheDocument()
    expect(items[1]).toHaveTextContent('Одобрено')
    expect(items[1]).toHaveTextContent('Разрешение действует до 10.07.2027')
    expect(items[1]).toHaveTextContent(/11\.07\.2026, \d\d:\d\d — Одобрено/)
    expect(items[2]).toHaveTextContent('Отклонено')
    expect(items[2]).toHaveTextContent('Причина отказа: Нечитаемый скан СТС')
  })

  it('a draft saved on the server (another browser) continues at its first unfinished step, with its values', async () => {
    renderView(routeQuery([SAVED_ON_SERVER]))
    await userEvent.click(await screen.findByRole('button', { name: 'Продолжить заявление RP-2026-000004' }))
    expect(await screen.findByRole('form', { name: 'Паспортные данные' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }))
    expect(await screen.findByLabelText('Фамилия')).toHaveValue('Иванова')
    expect(screen.getByRole('radio', { name: 'Женский' })).toBeChecked()
  })

  it('«Удалить» asks once more, then deletes the draft on the server and from the tab', async () => {
    const { saveDraft } = await import('@/lib/permits/draft')
    saveDraft({ code: 'RP-2026-000004', plate: 'А123ВС93', step: 'personal', values: { surname: 'Иванова' } })
    let listed: object[] = [DRAFT]
    const mock = renderView({
      ResidentApplicationsRouteQuery: () => ({ data: { residentPermitApplications: listed, cars: [LADA] } }),
      DeletePermitDraftMutation: () => {
        listed = []
        return { data: { deleteResidentPermitDraft: true } }
      },
    })
    // The tab's draft reopens the wizard; closing it shows the list.
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть (черновик сохранится)' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить черновик RP-2026-000004' }))
    expect(mock.callsOf('DeletePermitDraftMutation')).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Да, удалить' }))
    expect(await screen.findByText('Черновик удалён')).toBeInTheDocument()
    expect(mock.callsOf('DeletePermitDraftMutation')[0]!.variables).toEqual({ code: 'RP-2026-000004' })
    expect(await screen.findByText('Вы ещё не подавали заявок.')).toBeInTheDocument()
    expect(loadDraft('RP-2026-000004')).toBeNull()
  })

  it('applies step by step: car, statement, personal, passport, contact, four scans, review, submit', async () => {
    const mock = renderView({
      ...routeQuery([]),
      CreateStatementMutation: () => ({ data: { createStatement: DRAFT } }),
      SubmitResidentPermitApplicationMutation: () => ({
        data: { submitResidentPermitApplication: { ...DRAFT, status: 'submitted', statusLabel: 'Отправлено' } },
      }),
    })
    await startWithCar(mock)
    expect(mock.callsOf('CreateStatementMutation')[0]!.variables).toEqual({ plate: 'А123ВС93' })
    expect(await screen.findByRole('form', { name: 'Личные данные' })).toBeInTheDocument()

    // The step's own rules, before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))
    expect(screen.getAllByText('Это обязательное поле').length).toBeGreaterThanOrEqual(3)
    await fill(PERSONAL)
    expect(screen.getByLabelText('Дата рождения')).toHaveValue('01.02.1990')
    await userEvent.click(screen.getByRole('radio', { name: 'Женский' }))
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))

    await screen.findByRole('form', { name: 'Паспортные данные' })
    await userEvent.type(screen.getByLabelText('Серия паспорта'), '03a2')
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))
    expect(screen.getByText('Введите только цифры, без букв и пробелов')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Серия паспорта'))
    await fill(PASSPORT)
    expect(screen.getByLabelText('Код подразделения')).toHaveValue('230-005')
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))

    await screen.findByRole('form', { name: 'Контактные данные' })
    await userEvent.type(screen.getByLabelText('Контактный телефон'), '9181234567')
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@example.ru')
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))

    // Scans: all four are needed before review.
    await userEvent.click(await screen.findByRole('button', { name: 'Продолжить' }))
    expect(screen.getAllByText('Загрузите файл')).toHaveLength(4)
    // The summary lists the missing scans; a link leads to that scan's button.
    const scansSummary = screen.getByRole('group', { name: 'Исправьте ошибки' })
    expect(scansSummary).toHaveFocus()
    await userEvent.click(within(scansSummary).getByRole('link', { name: 'СТС: лицевая сторона: Загрузите файл' }))
    expect(screen.getByRole('button', { name: 'Выбрать файл: СТС: лицевая сторона' })).toHaveFocus()
    send.mockImplementation(async ({ kind }, onProgress) => {
      onProgress(0.5)
      return uploaded(kind)
    })
    for (const label of [
      'Паспорт: разворот с фотографией',
      'Паспорт: страница с регистрацией',
      'СТС: лицевая сторона',
      'СТС: оборотная сторона',
    ]) {
      await userEvent.upload(screen.getByLabelText(label, { selector: 'input' }), pdf(`${label}.pdf`))
    }
    await waitFor(() => expect(screen.getAllByText(/Загружено/)).toHaveLength(4))
    expect(send.mock.calls.map(([args]) => [args.kind, args.code])).toEqual([
      ['passport_first', 'RP-2026-000004'],
      ['passport_second', 'RP-2026-000004'],
      ['sts_first', 'RP-2026-000004'],
      ['sts_second', 'RP-2026-000004'],
    ])
    expect(screen.getAllByRole('button', { name: /^Заменить/ })).toHaveLength(4)
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))

    expect(await screen.findByText('+7 (918) 123-45-67')).toBeInTheDocument()
    expect(screen.getByText('Женский')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_BOX }))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявление' }))
    expect(await screen.findByText('Заявление отправлено')).toBeInTheDocument()
    expect(mock.callsOf('SubmitResidentPermitApplicationMutation')[0]!.variables).toEqual({
      input: {
        statement_code: 'RP-2026-000004',
        surname: 'Иванова',
        name: 'Анна',
        patronymic: '',
        date_of_birth: '01.02.1990',
        sex: 'female',
        passport_series: '0312',
        passport_number: '123456',
        passport_issue_date: '15.06.2020',
        passport_issuing_authority: 'ГУ МВД России по Краснодарскому краю',
        passport_issuing_authority_code: '230-005',
        registration_address: 'г. Анапа, ул. Крымская, д. 1',
        contact_phone: '+7 (918) 123-45-67',
        contact_email: 'anna@example.ru',
        consent: true,
      },
    })
    // Nothing of the passport stays in the tab once it is sent.
    expect(loadDraft('RP-2026-000004')).toBeNull()
    // The draft went to the server as it was typed, so another browser could have continued it.
    const savedOnServer = mock
      .callsOf('SavePermitDraftMutation')
      .map((c) => c.variables.input as Record<string, string>)
    expect(savedOnServer.at(-1)).toMatchObject({ statement_code: 'RP-2026-000004', contact_email: 'anna@example.ru' })
    // Sent: the confirmation page of this application, a page of its own.
    expect(push).toHaveBeenCalledWith('/rezident-applications/RP-2026-000004/otpravleno')
    // Six steps typed by a simulated user: seconds on a shared CI machine.
  }, 20_000)

  it('a draft save without a connection says it waits, and goes by itself once the connection is back', async () => {
    let online = false
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
    try {
      const handlers = routeQuery([SAVED_ON_SERVER])
      const mock = renderView({
        ...handlers,
        SavePermitDraftMutation: (variables) =>
          online ? handlers.SavePermitDraftMutation!(variables) : { networkError: new TypeError('Failed to fetch') },
      })
      await userEvent.click(await screen.findByRole('button', { name: 'Продолжить заявление RP-2026-000004' }))
      await screen.findByRole('form', { name: 'Паспортные данные' })
      await userEvent.type(screen.getByLabelText('Серия паспорта'), '0312')
      expect(
        await screen.findByText(
          'Нет связи: черновик сохранён в этой вкладке. Отправится, когда появится связь.',
          {},
          {
            timeout: 4000,
          },
        ),
      ).toBeInTheDocument()
      const triedOffline = mock.callsOf('SavePermitDraftMutation').length

      online = true
      act(() => void window.dispatchEvent(new Event('online')))
      expect(await screen.findByText('Черновик сохранён')).toBeInTheDocument()
      const calls = mock.callsOf('SavePermitDraftMutation')
      expect(calls.length).toBe(triedOffline + 1)
      expect(calls.at(-1)!.variables.input).toMatchObject({ statement_code: 'RP-2026-000004', passport_series: '0312' })
    } finally {
      Reflect.deleteProperty(navigator, 'onLine')
    }
  })

  it("shows 'Произошла ошибка' when the statement cannot be created, and stays on the car", async () => {
    const mock = renderView({
      ...routeQuery([]),
      CreateStatementMutation: () =>
        gatewayError('По этому автомобилю уже есть заявление на рассмотрении', 'BAD_USER_INPUT'),
    })
    await startWithCar(mock)
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getByText('По этому автомобилю уже есть заявление на рассмотрении')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /А 123 ВС 93/ })).toBeInTheDocument()
  })

  it("a failed upload shows 'Произошла ошибка' and is retried with the same file", async () => {
    window.sessionStorage.clear()
    renderView({ ...routeQuery([DRAFT]) })
    // Straight to the scans of an open draft.
    const { saveDraft } = await import('@/lib/permits/draft')
    saveDraft({ code: 'RP-2026-000004', plate: 'А123ВС93', step: 'scans', values: { surname: 'Иванова' } })
    await userEvent.click(await screen.findByRole('button', { name: 'Подать заявку' }))
    send.mockResolvedValueOnce({ ok: false, status: 0, message: null, fields: null })
    const file = pdf('passport.pdf')
    await userEvent.upload(screen.getByLabelText('Паспорт: разворот с фотографией', { selector: 'input' }), file)
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    send.mockResolvedValueOnce(uploaded('passport_first'))
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }))
    expect(await screen.findByText(/Загружено/)).toBeInTheDocument()
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]![0].file).toBe(file)
    // The typed data is untouched.
    expect(loadDraft('RP-2026-000004')?.values).toEqual({ surname: 'Иванова' })
  })

  it('refuses a file that is not a scan before sending it', async () => {
    renderView({ ...routeQuery([DRAFT]) })
    const { saveDraft } = await import('@/lib/permits/draft')
    saveDraft({ code: 'RP-2026-000004', plate: 'А123ВС93', step: 'scans', values: {} })
    await userEvent.click(await screen.findByRole('button', { name: 'Подать заявку' }))
    await userEvent.upload(
      screen.getByLabelText('СТС: лицевая сторона', { selector: 'input' }),
      new File(['just text'], 'sts.jpg', { type: 'image/jpeg' }),
    )
    expect(await screen.findAllByText('Допустимы файлы JPEG, PNG или PDF')).not.toHaveLength(0)
    expect(send).not.toHaveBeenCalled()
  })

  it("a failed submission shows 'Произошла ошибка. Попробуйте позже' and keeps everything typed", async () => {
    const values = {
      surname: 'Иванова',
      name: 'Анна',
      patronymic: '',
      date_of_birth: '01.02.1990',
      sex: 'female',
      passport_series: '0312',
      passport_number: '123456',
      passport_issue_date: '15.06.2020',
      passport_issuing_authority: 'ГУ МВД',
      passport_issuing_authority_code: '230-005',
      registration_address: 'г. Анапа',
      contact_phone: '+7 (918) 123-45-67',
      contact_email: 'anna@example.ru',
    }
    renderView({
      ...routeQuery([DRAFT]),
      SubmitResidentPermitApplicationMutation: () =>
        gatewayError('Сервис временно недоступен. Попробуйте позже', 'UPSTREAM_UNAVAILABLE'),
    })
    const { saveDraft } = await import('@/lib/permits/draft')
    saveDraft({ code: 'RP-2026-000004', plate: 'А123ВС93', step: 'review', values })
    await userEvent.click(await screen.findByRole('button', { name: 'Подать заявку' }))
    await userEvent.click(screen.getByRole('checkbox', { name: CONSENT_BOX }))
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявление' }))
    expect(await screen.findByText('Произошла ошибка. Попробуйте позже')).toBeInTheDocument()
    expect(screen.getByText('ГУ МВД')).toBeInTheDocument()
    expect(loadDraft('RP-2026-000004')?.values).toEqual(values)
  })

  it('the review cannot be sent until the consent box, unticked at first, is ticked', async () => {
    const values = {
      surname: 'Иванова',
      name: 'Анна',
      patronymic: '',
      date_of_birth: '01.02.1990',
      sex: 'female',
      passport_series: '0312',
      passport_number: '123456',
      passport_issue_date: '15.06.2020',
      passport_issuing_authority: 'ГУ МВД России по Краснодарскому краю',
      passport_issuing_authority_code: '230-005',
      registration_address: 'г. Анапа',
      contact_phone: '+7 (918) 123-45-67',
      contact_email: 'anna@example.ru',
    }
    const mock = renderView({
      ...routeQuery([DRAFT]),
      SubmitResidentPermitApplicationMutation: () => ({
        data: { submitResidentPermitApplication: { ...DRAFT, status: 'submitted', statusLabel: 'Отправлено' } },
      }),
    })
    const { saveDraft } = await import('@/lib/permits/draft')
    saveDraft({ code: 'RP-2026-000004', plate: 'А123ВС93', step: 'review', values })
    await userEvent.click(await screen.findByRole('button', { name: 'Подать заявку' }))
    const box = screen.getByRole('checkbox', { name: CONSENT_BOX })
    expect(box).not.toBeChecked()
    expect(screen.getByRole('link', { name: /Политикой конфиденциальности/ })).toHaveAttribute(
      'href',
      '/politika-konfidencialnosti',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявление' }))
    expect(box).toHaveAccessibleErrorMessage('Подтвердите согласие на обработку персональных данных')
    expect(
      within(screen.getByRole('alert')).getByText(/^Согласие на обработку персональных данных:/),
    ).toBeInTheDocument()
    expect(mock.callsOf('SubmitResidentPermitApplicationMutation')).toHaveLength(0)

    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: 'Отправить заявление' }))
    expect(await screen.findByText('Заявление отправлено')).toBeInTheDocument()
    expect(mock.callsOf('SubmitResidentPermitApplicationMutation')[0]!.variables).toMatchObject({
      input: { statement_code: 'RP-2026-000004', consent: true },
    })
  })

  it('comes back to the application after a reload with what was typed', async () => {
    const first = renderView({
      ...routeQuery([]),
      CreateStatementMutation: () => ({ data: { createStatement: DRAFT } }),
    })
    await startWithCar(first)
    await screen.findByRole('form', { name: 'Личные данные' })
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Иванова')
    first.unmount()

    renderView(routeQuery([DRAFT]))
    expect(await screen.findByRole('form', { name: 'Личные данные' })).toBeInTheDocument()
    expect(screen.getByLabelText('Фамилия')).toHaveValue('Иванова')
  })
})

describe('the wizard at public-service grade', () => {
  const ME: SessionUser = {
    __typename: 'User',
    id: '7',
    phone: '79181234567',
    phoneFormatted: '+7 (918) 123-45-67',
    email: 'maria@example.ru',
    hasPassword: true,
    name: 'Мария',
    lastname: 'Петрова',
    sex: 'female',
  } as SessionUser

  it('says «Шаг N из M» and starts with what the profile knows: name, surname, sex, phone, e-mail', async () => {
    const mock = renderView(
      { ...routeQuery([]), CreateStatementMutation: () => ({ data: { createStatement: DRAFT } }) },
      ME,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Подать заявку' }))
    expect(screen.getByText('Шаг 1 из 6')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))
    await waitFor(() => expect(mock.callsOf('CreateStatementMutation')).toHaveLength(1))
    await screen.findByRole('form', { name: 'Личные данные' })
    expect(screen.getByText('Шаг 2 из 6')).toBeInTheDocument()
    expect(screen.getByLabelText('Фамилия')).toHaveValue('Петрова')
    expect(screen.getByLabelText('Имя')).toHaveValue('Мария')
    expect(screen.getByRole('radio', { name: 'Женский' })).toBeChecked()
    expect(loadDraft('RP-2026-000004')?.values).toMatchObject({
      contact_phone: '+7 (918) 123-45-67',
      contact_email: 'maria@example.ru',
    })
  })

  it('what the resident typed before wins over the profile', async () => {
    const { saveDraft } = await import('@/lib/permits/draft')
    saveDraft({ code: 'RP-2026-000004', plate: 'А123ВС93', step: 'car', values: { surname: 'Иванова' } })
    const mock = renderView(
      { ...routeQuery([DRAFT]), CreateStatementMutation: () => ({ data: { createStatement: DRAFT } }) },
      ME,
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Продолжить' }))
    await waitFor(() => expect(mock.callsOf('CreateStatementMutation')).toHaveLength(1))
    await screen.findByRole('form', { name: 'Личные данные' })
    expect(screen.getByLabelText('Фамилия')).toHaveValue('Иванова')
    expect(screen.getByLabelText('Имя')).toHaveValue('Мария')
  })

  it('an empty step moves focus to the error summary, whose link focuses the field', async () => {
    const { saveDraft } = await import('@/lib/permits/draft')
    saveDraft({ code: 'RP-2026-000004', plate: 'А123ВС93', step: 'personal', values: {} })
    renderView(routeQuery([DRAFT]))
    await screen.findByRole('form', { name: 'Личные данные' })
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' })
    expect(summary).toHaveFocus()
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Фамилия: Это обязательное поле',
      'Имя: Это обязательное поле',
      'Дата рождения: Это обязательное поле',
      'Пол: Это обязательное поле',
    ])
    await userEvent.click(within(summary).getByRole('link', { name: 'Пол: Это обязательное поле' }))
    expect(screen.getByRole('radio', { name: 'Женский' })).toHaveFocus()
  })

  it('the review has «Изменить» per row: it opens that step, and «Продолжить» comes back to the review', async () => {
    const { saveDraft } = await import('@/lib/permits/draft')
    const values = {
      surname: 'Иванова',
      name: 'Анна',
      date_of_birth: '01.02.1990',
      sex: 'female',
      passport_series: '0312',
      passport_number: '123456',
      passport_issue_date: '15.06.2020',
      passport_issuing_authority: 'ГУ МВД России по Краснодарскому краю',
      passport_issuing_authority_code: '230-005',
      registration_address: 'г. Анапа, ул. Крымская, д. 1',
      contact_phone: '+7 (918) 123-45-67',
      contact_email: 'anna@example.ru',
    }
    saveDraft({ code: 'RP-2026-000004', plate: 'А123ВС93', step: 'review', values })
    renderView(routeQuery([DRAFT]))
    expect(await screen.findByText('Шаг 6 из 6')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Изменить: Номер паспорта' }))
    await screen.findByRole('form', { name: 'Паспортные данные' })
    expect(screen.getByText('Шаг 3 из 6')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Номер паспорта'))
    await userEvent.type(screen.getByLabelText('Номер паспорта'), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }))
    expect(await screen.findByText('Шаг 6 из 6')).toBeInTheDocument()
    expect(screen.getByText('654321')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Изменить: Документы' })).toBeInTheDocument()
  })
})

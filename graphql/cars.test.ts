import { PLATE_MESSAGES } from '@anapa/shared/cars/plate'
import { APPLICATION_MESSAGES } from '@anapa/shared/statements/applicationSchema'
import { fakeCityApi, type FakeRoutes } from '@/lib/test/fakeCityApi'
import type { GatewayContext } from './context'
import { latestActivePermitEndDate } from './resolvers/cars'
import { createGatewayServer } from './server'

/** The real schema and resolvers; only the city REST API behind CityApi is faked, and every call is recorded. */
function harness(routes: FakeRoutes, { token = 'tok-anna' as string | null } = {}) {
  const { calls, cityApi } = fakeCityApi(routes)
  const context: GatewayContext = { api: cityApi({ token }), token, sameOrigin: true }
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await createGatewayServer().executeOperation({ query, variables }, { contextValue: context })
    if (response.body.kind !== 'single') throw new Error('expected a single result')
    return response.body.singleResult
  }
  return { run, calls }
}

const LADA = { state_registration_plate: 'А123ВС93', name: 'Лада Веста', active_permit_end_date: '31.12.2099' }
const KIA = { state_registration_plate: 'М456ОР123', name: 'Киа Рио', active_permit_end_date: null }
const carList = { status: 200, body: { data: [LADA, KIA], meta: { count: 2 } } }

const STATEMENT = {
  id: 41,
  statement_code: 'RP-2026-000123',
  state_registration_plate: 'А123ВС93',
  car_name: 'Лада Веста',
  status: 'rejected',
  status_label: 'Отклонено',
  comment: 'Нечитаемый скан СТС',
  permit_end_date: null,
  created_at: '2026-07-10T08:10:00.000Z',
  updated_at: '2026-07-11T09:00:00.000Z',
  history: [
    { status: 'draft', status_label: 'Черновик', at: '2026-07-10T08:10:00.000Z', comment: null },
    { status: 'submitted', status_label: 'Отправлено', at: '2026-07-10T08:20:00.000Z', comment: null },
    { status: 'rejected', status_label: 'Отклонено', at: '2026-07-11T09:00:00.000Z', comment: 'Нечитаемый скан СТС' },
  ],
  files: [{ id: 7, kind: 'passport_first', mime_type: 'image/jpeg', size: 1024 }],
}
const statementList = { status: 200, body: { data: [STATEMENT], meta: { count: 1 } } }
const DRAFT = {
  ...STATEMENT,
  statement_code: 'RP-2026-000124',
  status: 'draft',
  status_label: 'Черновик',
  comment: null,
}

const notFoundAnswer = (message: string) => ({ status: 404, body: { data: { message } } })

describe('cars (my transport)', () => {
  it("lists the resident's cars with the canonical plate, its display form and the permit date", async () => {
    const { run, calls } = harness({ 'GET /v1/car/list': carList })
    const result = await run('{ cars { plate plateDisplay name permitEndDate } }')
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      cars: [
        { plate: 'А123ВС93', plateDisplay: 'А 123 ВС 93', name: 'Лада Веста', permitEndDate: '31.12.2099' },
        { plate: 'М456ОР123', plateDisplay: 'М 456 ОР 123', name: 'Киа Рио', permitEndDate: null },
      ],
    })
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/v1/car/list', authorization: 'Bearer tok-anna' })
  })

  it('refuses visitors without calling the CMS', async () => {
    const { run, calls } = harness({ 'GET /v1/car/list': carList }, { token: null })
    const result = await run('{ cars { plate } }')
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
    expect(calls).toEqual([])
  })

  it('adds a car typed with Latin look-alikes and spaces as the canonical plate', async () => {
    const { run, calls } = harness({
      'POST /v1/car/add': { status: 200, body: { data: { ...KIA, name: 'Киа' } } },
    })
    const result = await run('mutation { addCar(plate: "m 456 op 123", name: " Киа ") { plate name } }')
    expect(result.data).toEqual({ addCar: { plate: 'М456ОР123', name: 'Киа' } })
    expect(calls[0]).toMatchObject({
      path: '/v1/car/add',
      body: { state_registration_plate: 'М456ОР123', name: 'Киа' },
    })
  })

  it('answers a malformed plate and an empty name as field errors, before the CMS', async () => {
    const { run, calls } = harness({})
    const result = await run('mutation { addCar(plate: "123", name: "") { plate } }')
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { plate: PLATE_MESSAGES.invalid, name: 'Это обязательное поле' },
    })
    expect(calls).toEqual([])
  })

  it('passes the CMS duplicate refusal on as a field error', async () => {
    const { run } = harness({
      'POST /v1/car/add': {
        status: 422,
        body: {
          data: { message: PLATE_MESSAGES.duplicate, fields: { state_registration_plate: PLATE_MESSAGES.duplicate } },
        },
      },
    })
    const result = await run('mutation { addCar(plate: "А123ВС93", name: "Лада") { plate } }')
    expect(result.errors?.[0]).toMatchObject({
      message: PLATE_MESSAGES.duplicate,
      extensions: { code: 'BAD_USER_INPUT', fields: { state_registration_plate: PLATE_MESSAGES.duplicate } },
    })
  })

  it("renames only the resident's own car", async () => {
    const { run, calls } = harness({
      'GET /v1/car/list': carList,
      'POST /v1/car/update': { status: 200, body: { data: { ...LADA, name: 'Белая' } } },
    })
    const result = await run('mutation { updateCar(plate: "a123bc93", name: "Белая") { plate name permitEndDate } }')
    expect(result.data).toEqual({ updateCar: { plate: 'А123ВС93', name: 'Белая', permitEndDate: '31.12.2099' } })
    expect(calls.map((c) => c.path)).toEqual(['/v1/car/list', '/v1/car/update'])
  })

  it.each([
    ['updateCar', 'mutation { updateCar(plate: "Х999ХХ77", name: "Чужая") { plate name } }'],
    ['removeCar', 'mutation { removeCar(plate: "Х999ХХ77") }'],
  ])("%s of a plate outside the resident's list is NOT_FOUND and never reaches the write", async (_field, query) => {
    const { run, calls } = harness({
      'GET /v1/car/list': carList,
      'POST /v1/car/update': { status: 200, body: { data: { ...LADA, state_registration_plate: 'Х999ХХ77' } } },
      'POST /v1/car/remove': { status: 200, body: { data: { message: 'ok' } } },
    })
    const result = await run(query)
    expect(result.data).toBeNull()
    expect(result.errors?.[0]).toMatchObject({ message: PLATE_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } })
    expect(calls.map((c) => c.path)).toEqual(['/v1/car/list'])
  })

  it("removes the resident's car by its canonical plate", async () => {
    const { run, calls } = harness({
      'GET /v1/car/list': carList,
      'POST /v1/car/remove': { status: 200, body: { data: { message: 'ok' } } },
    })
    const result = await run('mutation { removeCar(plate: "М 456 ОР 123") }')
    expect(result.data).toEqual({ removeCar: 'М456ОР123' })
    expect(calls[1]).toMatchObject({ path: '/v1/car/remove', body: { state_registration_plate: 'М456ОР123' } })
  })

  it('checks a plate and maps the answer', async () => {
    const { run, calls } = harness({
      'POST /v1/car/check': {
        status: 200,
        body: {
          data: {
            state_registration_plate: 'А123ВС93',
            already_added: true,
            permit_active: true,
            active_permit_end_date: '31.12.2099',
            can_apply: false,
            reason: 'У автомобиля уже есть действующее разрешение',
          },
        },
      },
    })
    const result = await run(
      '{ carCheck(plate: "A123BC93") { plate plateDisplay alreadyAdded permitActive permitEndDate canApply reason } }',
    )
    expect(result.data).toEqual({
      carCheck: {
        plate: 'А123ВС93',
        plateDisplay: 'А 123 ВС 93',
        alreadyAdded: true,
        permitActive: true,
        permitEndDate: '31.12.2099',
        canApply: false,
        reason: 'У автомобиля уже есть действующее разрешение',
      },
    })
    expect(calls[0]).toMatchObject({ body: { state_registration_plate: 'А123ВС93' } })
  })

  it("the profile tile date is the latest active permit end among the resident's cars", async () => {
    const { run } = harness({
      'GET /v1/car/list': {
        status: 200,
        body: {
          data: [LADA, KIA, { ...KIA, state_registration_plate: 'В001ВВ23', active_permit_end_date: '01.01.2098' }],
        },
      },
    })
    expect((await run('{ activeResidentPermitEndDate }')).data).toEqual({ activeResidentPermitEndDate: '31.12.2099' })
  })

  it('is null for visitors without a CMS call', async () => {
    const { run, calls } = harness({}, { token: null })
    expect((await run('{ activeResidentPermitEndDate }')).data).toEqual({ activeResidentPermitEndDate: null })
    expect(calls).toEqual([])
  })
})

describe('latestActivePermitEndDate', () => {
  const now = Date.UTC(2026, 5, 15, 12) // 15.06.2026 in Anapa
  const car = (date: string | null) => ({
    state_registration_plate: 'А123ВС93',
    name: 'x',
    active_permit_end_date: date,
  })
  it.each([
    [[], null],
    [[car(null)], null],
    [[car('14.06.2026')], null],
    [[car('15.06.2026')], '15.06.2026'],
    [[car('14.06.2026'), car('16.06.2026'), car('01.01.2027'), car('31.12.2026')], '01.01.2027'],
    [[car('не дата')], null],
  ])('%j → %s', (cars, expected) => {
    expect(latestActivePermitEndDate(cars, now)).toBe(expected)
  })
})

const SUBMIT = `mutation ($input: ResidentPermitApplicationInput!) {
  submitResidentPermitApplication(input: $input) { code status statusLabel }
}`
const application = {
  statement_code: 'RP-2026-000124',
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
}

describe('resident permit applications', () => {
  it('lists applications with status, dated history, decision and scans', async () => {
    const { run } = harness({ 'GET /v1/statement/list': statementList })
    const result = await run(`{ residentPermitApplications {
      id code plate plateDisplay carName status statusLabel comment permitEndDate createdAt
      history { status statusLabel at comment } files { id kind mimeType size }
    } }`)
    expect(result.errors).toBeUndefined()
    expect(result.data).toEqual({
      residentPermitApplications: [
        {
          id: '41',
          code: 'RP-2026-000123',
          plate: 'А123ВС93',
          plateDisplay: 'А 123 ВС 93',
          carName: 'Лада Веста',
          status: 'rejected',
          statusLabel: 'Отклонено',
          comment: 'Нечитаемый скан СТС',
          permitEndDate: null,
          createdAt: '2026-07-10T08:10:00.000Z',
          history: STATEMENT.history.map(({ status_label: statusLabel, ...h }) => ({ ...h, statusLabel })),
          files: [{ id: '7', kind: 'passport_first', mimeType: 'image/jpeg', size: 1024 }],
        },
      ],
    })
  })

  it("creates a statement only for one of the resident's cars", async () => {
    const { run, calls } = harness({
      'GET /v1/car/list': carList,
      'POST /v1/statement/create': { status: 200, body: { data: DRAFT } },
    })
    const ok = await run('mutation { createStatement(plate: "А123ВС93") { code status } }')
    expect(ok.data).toEqual({ createStatement: { code: 'RP-2026-000124', status: 'draft' } })
    expect(calls[1]).toMatchObject({ path: '/v1/statement/create', body: { state_registration_plate: 'А123ВС93' } })
  })

  it("a statement for another resident's plate is NOT_FOUND without the create call", async () => {
    const { run, calls } = harness({ 'GET /v1/car/list': carList })
    const result = await run('mutation { createStatement(plate: "Х999ХХ77") { code } }')
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
    expect(calls.map((c) => c.path)).toEqual(['/v1/car/list'])
  })

  it('submits the validated fields with the phone in transport form', async () => {
    const { run, calls } = harness({
      'GET /v1/statement/list': { status: 200, body: { data: [DRAFT, STATEMENT] } },
      'POST /v1/statement/resident-permits/data': {
        status: 200,
        body: { data: { ...DRAFT, status: 'submitted', status_label: 'Отправлено' } },
      },
    })
    const result = await run(SUBMIT, { input: { ...application, surname: ' Иванова ' } })
    expect(result.data).toEqual({
      submitResidentPermitApplication: { code: 'RP-2026-000124', status: 'submitted', statusLabel: 'Отправлено' },
    })
    expect(calls[1]).toMatchObject({
      path: '/v1/statement/resident-permits/data',
      body: { ...application, surname: 'Иванова', contact_phone: '79181234567' },
    })
  })

  it("refuses invalid fields with the shared schema's first message per field, before the CMS", async () => {
    const { run, calls } = harness({})
    const result = await run(SUBMIT, {
      input: { ...application, passport_series: '03a2', contact_email: 'a@', date_of_birth: '' },
    })
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: {
        passport_series: APPLICATION_MESSAGES.digits,
        contact_email: APPLICATION_MESSAGES.email,
        date_of_birth: APPLICATION_MESSAGES.required,
      },
    })
    expect(calls).toEqual([])
  })

  it.each([[null], [false]])('refuses a consent of %p before the CMS', async (consent) => {
    const { run, calls } = harness({})
    const result = await run(SUBMIT, { input: { ...application, consent } })
    expect(result.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { consent: 'Подтвердите согласие на обработку персональных данных' },
    })
    expect(calls).toEqual([])
  })

  it('a foreign or unknown statement code is NOT_FOUND and never submitted', async () => {
    const { run, calls } = harness({ 'GET /v1/statement/list': statementList })
    const result = await run(SUBMIT, { input: { ...application, statement_code: 'RP-2026-999999' } })
    expect(result.errors?.[0]).toMatchObject({ message: 'Заявление не найдено', extensions: { code: 'NOT_FOUND' } })
    expect(calls.map((c) => c.path)).toEqual(['/v1/statement/list'])
  })

  it('passes the CMS refusal for missing scans on as field errors', async () => {
    const { run } = harness({
      'GET /v1/statement/list': { status: 200, body: { data: [DRAFT] } },
      'POST /v1/statement/resident-permits/data': {
        status: 422,
        body: { data: { message: 'Загрузите файл', fields: { sts_second: 'Загрузите файл' } } },
      },
    })
    const result = await run(SUBMIT, { input: application })
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { sts_second: 'Загрузите файл' },
    })
  })

  it('a CMS 404 for a foreign statement stays NOT_FOUND with no data', async () => {
    const { run } = harness({
      'GET /v1/statement/list': { status: 200, body: { data: [DRAFT] } },
      'POST /v1/statement/resident-permits/data': notFoundAnswer('Заявление не найдено'),
    })
    const result = await run(SUBMIT, { input: application })
    expect(result.data).toBeNull()
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
  })
})

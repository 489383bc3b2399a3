import type { ApolloClient } from '@apollo/client'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster, toast } from 'sonner'

import { PLATE_MESSAGES } from '@anapa/shared/cars/plate'
import { createCache } from '@/lib/apollo/cache'
import { createMockClient, gatewayError, MockApollo, type MockHandlers } from '@/lib/test/mockApollo'
import { CabinetApolloProvider } from '@/lib/apollo/CabinetApolloProvider'
import { MyTransport, MyTransportRouteQuery } from './MyTransportView'

const mockClient: { current: ApolloClient | null } = { current: null }
jest.mock('@/lib/apollo/browserClient', () => ({ getBrowserClient: () => mockClient.current! }))
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath: '/my-transport' }) }))

const car = (plate: string, plateDisplay: string, name: string, permitEndDate: string | null = null) => ({
  __typename: 'Car',
  plate,
  plateDisplay,
  name,
  permitEndDate,
})
const LADA = car('А123ВС93', 'А 123 ВС 93', 'Лада Веста', '31.12.2026')
const KIA = car('М456ОР123', 'М 456 ОР 123', 'Киа Рио')

function renderView(handlers: MockHandlers) {
  const mock = createMockClient(handlers, { cache: createCache() })
  render(
    <MockApollo client={mock.client}>
      <MyTransport />
      <Toaster />
    </MockApollo>,
  )
  return mock
}

const listOf = (...cars: object[]): MockHandlers => ({ MyTransportRouteQuery: () => ({ data: { cars } }) })
const checkOk = (plate: string, plateDisplay: string, patch: object = {}): MockHandlers => ({
  CarCheckQuery: () => ({
    data: {
      carCheck: {
        __typename: 'CarCheck',
        plate,
        plateDisplay,
        alreadyAdded: false,
        permitActive: false,
        permitEndDate: null,
        canApply: true,
        reason: null,
        ...patch,
      },
    },
  }),
})

afterEach(() => act(() => void toast.dismiss()))

describe('Мой транспорт (docs/spec.md#2-screens-and-routes, #8-error-catalogue)', () => {
  it('pre-filled by the server: shows the cars at once, without asking the gateway again', async () => {
    const mock = createMockClient({}, { cache: createCache() })
    mockClient.current = mock.client
    render(
      <CabinetApolloProvider prefill={{ query: MyTransportRouteQuery, data: { cars: [LADA, KIA] } }}>
        <MyTransport prefilled />
      </CabinetApolloProvider>,
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Ваши автомобили' })).getAllByRole('listitem')).toHaveLength(2)
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(mock.callsOf('MyTransportRouteQuery')).toHaveLength(0)
  })

  it('shows a loading state, then the cars with formatted plates and permit dates', async () => {
    renderView(listOf(LADA, KIA))
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем ваши автомобили')
    const list = await screen.findByRole('list', { name: 'Ваши автомобили' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('А 123 ВС 93')
    expect(items[0]).toHaveTextContent('Лада Веста')
    expect(items[0]).toHaveTextContent('Разрешение действует до 31.12.2026')
    expect(items[1]).toHaveTextContent('М 456 ОР 123')
    expect(items[1]).toHaveTextContent('Нет действующего разрешения')
  })

  it('invites to add the first car when there is none', async () => {
    renderView(listOf())
    expect(await screen.findByText('У вас пока нет автомобилей')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Добавить первый автомобиль' }))
    expect(screen.getByRole('form', { name: 'Новый автомобиль' })).toBeInTheDocument()
  })

  it("shows 'Произошла ошибка' when the list fails to load, and loads it again on retry", async () => {
    let fail = true
    renderView({
      MyTransportRouteQuery: () =>
        fail
          ? gatewayError('Сервис временно недоступен. Попробуйте позже', 'UPSTREAM_UNAVAILABLE')
          : { data: { cars: [LADA] } },
    })
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить список автомобилей.')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }))
    expect(await screen.findByText('Лада Веста')).toBeInTheDocument()
  })

  it('validates the plate as the resident types, shows its canonical form and checks it', async () => {
    const mock = renderView({ ...listOf(), ...checkOk('А123ВС93', 'А 123 ВС 93') })
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить первый автомобиль' }))
    const plate = screen.getByLabelText('Госномер')
    await userEvent.type(plate, 'a123b')
    expect(screen.queryByText(PLATE_MESSAGES.invalid)).toBeNull()
    await userEvent.type(plate, 'zz93')
    expect(screen.getByText(PLATE_MESSAGES.invalid)).toBeInTheDocument()
    await userEvent.clear(plate)
    await userEvent.type(plate, 'a123bc93')
    expect(screen.getByText('Номер: А 123 ВС 93')).toBeInTheDocument()
    await waitFor(() =>
      expect(mock.callsOf('CarCheckQuery')).toEqual([
        { operationName: 'CarCheckQuery', variables: { plate: 'А123ВС93' } },
      ]),
    )
  })

  it("shows 'Произошла ошибка' when the car check fails", async () => {
    renderView({
      ...listOf(),
      CarCheckQuery: () => gatewayError('Сервис временно недоступен. Попробуйте позже', 'UPSTREAM_UNAVAILABLE'),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить первый автомобиль' }))
    await userEvent.type(screen.getByLabelText('Госномер'), 'А123ВС93')
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
  })

  it('adds a car to the list', async () => {
    const mock = renderView({
      ...listOf(LADA),
      ...checkOk('М456ОР123', 'М 456 ОР 123'),
      AddCarMutation: () => ({ data: { addCar: KIA } }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить автомобиль' }))
    await userEvent.type(screen.getByLabelText('Госномер'), 'М456ОР123')
    await userEvent.type(screen.getByLabelText('Название'), 'Киа Рио')
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Новый автомобиль' })).getByRole('button', {
        name: 'Добавить автомобиль',
      }),
    )
    const list = screen.getByRole('list', { name: 'Ваши автомобили' })
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(within(list).getByText('М 456 ОР 123')).toBeInTheDocument()
    expect(mock.callsOf('AddCarMutation')[0]!.variables).toEqual({ plate: 'М456ОР123', name: 'Киа Рио' })
    expect(await screen.findByText('Автомобиль добавлен')).toBeInTheDocument()
  })

  it('an empty form makes no call and says what is missing', async () => {
    const mock = renderView(listOf())
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить первый автомобиль' }))
    await userEvent.click(screen.getByRole('button', { name: 'Добавить автомобиль' }))
    expect(screen.getAllByText('Это обязательное поле')).toHaveLength(2)
    expect(mock.callsOf('AddCarMutation')).toEqual([])
  })

  it("puts the duplicate refusal on the plate and shows 'Произошла ошибка'", async () => {
    renderView({
      ...listOf(LADA),
      ...checkOk('А123ВС93', 'А 123 ВС 93', { alreadyAdded: true }),
      AddCarMutation: () =>
        gatewayError(PLATE_MESSAGES.duplicate, 'BAD_USER_INPUT', {
          state_registration_plate: PLATE_MESSAGES.duplicate,
        }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить автомобиль' }))
    await userEvent.type(screen.getByLabelText('Госномер'), 'А123ВС93')
    expect(await screen.findByText(/Этот автомобиль уже есть в вашем списке/)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Название'), 'Ещё раз')
    await userEvent.click(
      within(screen.getByRole('form', { name: 'Новый автомобиль' })).getByRole('button', {
        name: 'Добавить автомобиль',
      }),
    )
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getAllByText(PLATE_MESSAGES.duplicate).length).toBeGreaterThan(0)
    expect(screen.getByLabelText('Госномер')).toHaveAttribute('aria-invalid', 'true')
  })

  it("renames a car, and shows 'Произошла ошибка' when renaming fails", async () => {
    let fail = false
    renderView({
      ...listOf(LADA),
      UpdateCarMutation: ({ name }) =>
        fail ? gatewayError('Автомобиль не найден', 'NOT_FOUND') : { data: { updateCar: { ...LADA, name } } },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Переименовать А 123 ВС 93' }))
    const field = screen.getByLabelText('Название')
    await userEvent.clear(field)
    await userEvent.type(field, 'Белая Веста{Enter}')
    expect(await screen.findByText('Белая Веста')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Переименовать А 123 ВС 93' })).toHaveFocus()
    fail = true
    await userEvent.click(screen.getByRole('button', { name: 'Переименовать А 123 ВС 93' }))
    await userEvent.type(screen.getByLabelText('Название'), '!{Enter}')
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
  })

  it("removes a car after confirmation with the toast 'Удаление' / 'Машина удалена'", async () => {
    const mock = renderView({
      ...listOf(LADA, KIA),
      RemoveCarMutation: ({ plate }) => ({ data: { removeCar: plate } }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить М 456 ОР 123' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Удалить автомобиль М 456 ОР 123?' })
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }))
    expect(await screen.findByText('Удаление')).toBeInTheDocument()
    expect(screen.getByText('Машина удалена')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Киа Рио')).toBeNull())
    expect(mock.callsOf('RemoveCarMutation')[0]!.variables).toEqual({ plate: 'М456ОР123' })
  })

  it('keeps the car when the resident cancels, with the keyboard too', async () => {
    const mock = renderView(listOf(LADA))
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить А 123 ВС 93' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Удалить А 123 ВС 93' })).toHaveFocus()
    expect(mock.callsOf('RemoveCarMutation')).toEqual([])
  })

  it("shows 'Произошла ошибка' when removing fails, and keeps the car", async () => {
    renderView({ ...listOf(LADA), RemoveCarMutation: () => gatewayError('Автомобиль не найден', 'NOT_FOUND') })
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить А 123 ВС 93' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Удалить' }))
    expect(await screen.findByText('Произошла ошибка')).toBeInTheDocument()
    expect(screen.getByText('Лада Веста')).toBeInTheDocument()
    expect(screen.queryByText('Машина удалена')).toBeNull()
  })
})

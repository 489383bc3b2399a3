import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { Toaster, toast } from 'sonner'

import { createMockClient, gatewayError, MockApollo, type MockHandlers } from '@/lib/test/mockApollo'
import { PushSwitch } from './PushSwitch'

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123'

/** The browser's push parts, faked at their edges: Notification, the worker registration's PushManager. */
function installFakeBrowser(answer: NotificationPermission = 'granted') {
  const state = { permission: 'default' as NotificationPermission, subscription: null as object | null }
  const requestPermission = jest.fn(async () => {
    state.permission = answer
    return answer
  })
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'BNcRdreALRFX', auth: 'tBHItJI5svbpez7KI4CCXg' } }),
    unsubscribe: jest.fn(async () => {
      state.subscription = null
      return true
    }),
  }
  const pushManager = {
    getSubscription: async () => state.subscription,
    subscribe: jest.fn(async () => {
      state.subscription = subscription
      return subscription
    }),
  }
  const registration = { pushManager }
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: {
      get permission() {
        return state.permission
      },
      requestPermission,
    },
  })
  Object.defineProperty(window, 'PushManager', { configurable: true, value: function PushManager() {} })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      register: async () => registration,
      ready: Promise.resolve(registration),
    },
  })
  return { state, requestPermission, pushManager, subscription }
}

function uninstall() {
  Reflect.deleteProperty(window, 'Notification')
  Reflect.deleteProperty(window, 'PushManager')
  Reflect.deleteProperty(navigator, 'serviceWorker')
}

function renderSwitch(handlers: MockHandlers = {}) {
  const mock = createMockClient({
    PushPublicKeyQuery: () => ({ data: { pushPublicKey: KEY } }),
    SubscribePushMutation: () => ({
      data: { subscribePush: { __typename: 'PushSubscriptionResult', device: 'Chrome, Linux', createdAt: 'x' } },
    }),
    UnsubscribePushMutation: () => ({ data: { unsubscribePush: true } }),
    ...handlers,
  })
  render(
    <MockApollo client={mock.client}>
      <PushSwitch variant="setting" />
      <Toaster />
    </MockApollo>,
  )
  return { ...mock, user: userEvent.setup() }
}

const pushSwitch = () => screen.getByRole('switch', { name: 'Получать предупреждения МЧС' })

afterEach(() => {
  uninstall()
  act(() => void toast.dismiss())
})

describe('the storm-alert switch in profile management', () => {
  it('explains before asking, and asks for permission only when clicked', async () => {
    const browser = installFakeBrowser()
    const { user, callsOf } = renderSwitch()
    await waitFor(() => expect(pushSwitch()).toBeEnabled())
    expect(pushSwitch()).not.toBeChecked()
    expect(pushSwitch()).toHaveAccessibleDescription(/Штормовые предупреждения и запреты на купание/)
    expect(browser.requestPermission).not.toHaveBeenCalled()

    await user.click(pushSwitch())
    await waitFor(() => expect(pushSwitch()).toBeChecked())
    expect(browser.requestPermission).toHaveBeenCalledTimes(1)
    expect(callsOf('SubscribePushMutation')).toEqual([
      {
        operationName: 'SubscribePushMutation',
        variables: { token: JSON.stringify(browser.subscription), device: expect.any(String) },
      },
    ])
    expect(await screen.findByText('Уведомления включены')).toBeInTheDocument()
  })

  it('turning it off unsubscribes in the browser and tells the gateway', async () => {
    const browser = installFakeBrowser()
    const { user, callsOf } = renderSwitch()
    await waitFor(() => expect(pushSwitch()).toBeEnabled())
    await user.click(pushSwitch())
    await waitFor(() => expect(pushSwitch()).toBeChecked())
    await user.click(pushSwitch())
    await waitFor(() => expect(pushSwitch()).not.toBeChecked())
    expect(browser.subscription.unsubscribe).toHaveBeenCalled()
    expect(callsOf('UnsubscribePushMutation').map((c) => c.variables)).toEqual([{ endpoint: ENDPOINT }])
  })

  it('a refused prompt leaves it off and says how to allow it', async () => {
    installFakeBrowser('denied')
    const { user, callsOf } = renderSwitch()
    await waitFor(() => expect(pushSwitch()).toBeEnabled())
    await user.click(pushSwitch())
    expect(await screen.findByText('Уведомления запрещены')).toBeInTheDocument()
    expect(pushSwitch()).not.toBeChecked()
    expect(pushSwitch()).toBeDisabled()
    expect(callsOf('SubscribePushMutation')).toEqual([])
  })

  it('a refusal by the gateway shows its message and leaves it off', async () => {
    const browser = installFakeBrowser()
    const { user } = renderSwitch({
      SubscribePushMutation: () => gatewayError('Недействительная подписка на уведомления', 'BAD_USER_INPUT'),
    })
    await waitFor(() => expect(pushSwitch()).toBeEnabled())
    await user.click(pushSwitch())
    expect(await screen.findByText('Недействительная подписка на уведомления')).toBeInTheDocument()
    await waitFor(() => expect(pushSwitch()).not.toBeChecked())
    expect(browser.state.subscription).toBeNull()
  })

  it('without push support it is disabled and says why', async () => {
    renderSwitch()
    await waitFor(() => expect(pushSwitch()).toHaveAccessibleDescription(/не поддерживает push-уведомления/))
    expect(pushSwitch()).toBeDisabled()
  })
})

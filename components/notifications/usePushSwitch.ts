import { useApolloClient } from '@apollo/client/react'
import { useCallback, useEffect, useMemo, useState } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { NETWORK_ERROR_MESSAGE, readGatewayError } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import {
  PUSH_DENIED_MESSAGE,
  PushError,
  browserPush,
  disablePush,
  enablePush,
  pushState,
  type PushServer,
  type PushState,
} from '@/lib/push/subscription'

export const PushPublicKeyQuery = graphql(`
  query PushPublicKeyQuery {
    pushPublicKey
  }
`)

export const SubscribePushMutation = graphql(`
  mutation SubscribePushMutation($token: String!, $device: String!) {
    subscribePush(token: $token, device: $device) {
      device
      createdAt
    }
  }
`)

export const UnsubscribePushMutation = graphql(`
  mutation UnsubscribePushMutation($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`)

const messageOf = (error: unknown) =>
  error instanceof PushError ? error.message : readGatewayError(error)?.message || NETWORK_ERROR_MESSAGE

/**
 * The storm-alert switch: its state as this browser knows it, and turning it on (the
 * permission prompt, from the click that calls it) or off. Owns its toasts. Both gateway mutations
 * live here because they are the two halves of one setting.
 */
export function usePushSwitch() {
  const client = useApolloClient()
  const [state, setState] = useState<PushState | 'unknown'>('unknown')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    pushState(browserPush())
      .then((next) => live && setState(next))
      .catch(() => live && setState('unsupported'))
    return () => {
      live = false
    }
  }, [])

  const server = useMemo<PushServer>(
    () => ({
      publicKey: async () =>
        (await client.query({ query: PushPublicKeyQuery, fetchPolicy: 'network-only' })).data?.pushPublicKey ?? null,
      subscribe: async (token, device) => {
        await client.mutate({ mutation: SubscribePushMutation, variables: { token, device } })
      },
      unsubscribe: async (endpoint) => {
        await client.mutate({ mutation: UnsubscribePushMutation, variables: { endpoint } })
      },
    }),
    [client],
  )

  const turnOn = useCallback(async () => {
    setBusy(true)
    try {
      const next = await enablePush(browserPush(), server)
      setState(next)
      if (next === 'on') {
        notify.success({
          title: 'Уведомления включены',
          description: 'Предупреждения МЧС будут приходить на это устройство',
        })
      } else if (next === 'denied') {
        notify.warning({ title: 'Уведомления запрещены', description: PUSH_DENIED_MESSAGE })
      }
    } catch (error) {
      notify.serverError(messageOf(error))
      setState(await pushState(browserPush()).catch(() => 'unsupported' as const))
    } finally {
      setBusy(false)
    }
  }, [server])

  const turnOff = useCallback(async () => {
    setBusy(true)
    try {
      setState(await disablePush(browserPush(), server))
      notify.success({ title: 'Уведомления выключены', description: 'Предупреждения МЧС больше не будут приходить' })
    } catch (error) {
      notify.serverError(messageOf(error))
      setState(await pushState(browserPush()).catch(() => 'unsupported' as const))
    } finally {
      setBusy(false)
    }
  }, [server])

  return { state, busy, turnOn, turnOff }
}

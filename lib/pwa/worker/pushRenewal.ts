import { GATEWAY_PATH } from '@/lib/net/gatewayCall'
import { deviceLabel } from '@/lib/push/deviceLabel'

/**
 * A browser may renew its push subscription by itself (the push service rotated it, or it
 * expired): `pushsubscriptionchange`. Until the CMS learns the new endpoint, every alert goes to the
 * old one and nothing arrives. The worker tells the gateway itself, as the page's switch would
 * (lib/push/subscription.ts): same origin, the resident's cookie, a JSON POST, which is what the
 * gateway's CSRF rules ask of a mutation (graphql/server.ts). The old endpoint is dropped at once
 * rather than when the push service first answers 410 for it.
 */

/** The event as the Push API defines it; TypeScript's WebWorker library does not name it yet. */
export interface SubscriptionChange {
  oldSubscription: PushSubscription | null
  newSubscription: PushSubscription | null
}

/** What of the worker's scope renewal uses; the worker passes `self`. */
export interface RenewalScope {
  registration: { pushManager: Pick<PushManager, 'subscribe'> }
  navigator: { userAgent: string }
  fetch: typeof fetch
}

/** Validated against the gateway's schema by graphql/workerOperations.test.ts, so it cannot drift from it. */
export const RENEW_MUTATION = `mutation RenewPushSubscription($token: String!, $device: String!) {
  subscribePush(token: $token, device: $device) { device }
}`
export const DROP_MUTATION = `mutation DropPushSubscription($endpoint: String!) {
  unsubscribePush(endpoint: $endpoint)
}`

async function gateway(scope: RenewalScope, operationName: string, query: string, variables: Record<string, string>) {
  const response = await scope.fetch(GATEWAY_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query, variables }),
  })
  const body = (await response.json().catch(() => null)) as { errors?: unknown[] } | null
  if (!response.ok || !body || body.errors?.length) throw new Error(`${operationName}: ${response.status}`)
}

/**
 * Subscribes again where the browser did not hand over a new subscription, then tells the gateway.
 * Resolves to the endpoint now registered, or null when there was nothing to renew.
 */
export async function renewSubscription(scope: RenewalScope, change: SubscriptionChange): Promise<string | null> {
  const { oldSubscription } = change
  const renewed =
    change.newSubscription ??
    (oldSubscription ? await scope.registration.pushManager.subscribe(oldSubscription.options) : null)
  if (!renewed) return null
  await gateway(scope, 'RenewPushSubscription', RENEW_MUTATION, {
    token: JSON.stringify(renewed),
    device: deviceLabel(scope.navigator.userAgent),
  })
  if (oldSubscription && oldSubscription.endpoint !== renewed.endpoint) {
    await gateway(scope, 'DropPushSubscription', DROP_MUTATION, { endpoint: oldSubscription.endpoint })
  }
  return renewed.endpoint
}

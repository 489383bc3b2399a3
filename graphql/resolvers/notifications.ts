import { GraphQLError } from 'graphql'

import { isSitePath } from '@anapa/shared/net/sitePath'
import { isNotificationTopic } from '@anapa/shared/notifications/topics'
import type { CityApi } from '@/graphql/datasources/CityApi'
import { isNotFound } from '@/graphql/datasources/errors'
import { sanitizeCmsHtml } from '@/graphql/sanitize'
import type { MutationResolvers, Notification, QueryResolvers } from '@/graphql/__generated__/resolvers-types'
import { requireSignedIn } from './session'
import { INVALID_INPUT_MESSAGE } from './validate'

type RestNotification = Awaited<ReturnType<CityApi['notifications']>>[number]

export const INVALID_SUBSCRIPTION_MESSAGE = 'Недействительная подписка на уведомления'
export const DEVICE_MAX_LENGTH = 100
/** Far more than any push service's endpoint and keys; a bigger value is not a subscription. */
const TOKEN_MAX_LENGTH = 4096
const ENDPOINT_MAX_LENGTH = 2048

export function toNotification(n: RestNotification): Notification | null {
  // An item of a topic this gateway does not know would break the enum: leave it out, not the list.
  if (!isNotificationTopic(n.topic)) return null
  return {
    id: String(n.id),
    topic: n.topic,
    title: n.title,
    // docs/architecture.md#4-session-and-security-rules: bodies are the CMS's HTML, cleaned by the allow-list before
    // React sees them.
    body: sanitizeCmsHtml(n.body),
    date: n.date,
    time: n.time,
    publishedAt: n.published_at,
    // A path on this site only: anything else the CMS might send is dropped, never made a link.
    link: n.link && isSitePath(n.link) ? n.link : null,
  }
}

const badInput = (fields: Record<string, string>) =>
  new GraphQLError(INVALID_INPUT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', fields } })

const isKey = (value: unknown) => typeof value === 'string' && /^[A-Za-z0-9_-]{1,256}={0,2}$/.test(value)

/**
 * A serialised PushSubscription as the browser's toJSON() gives it: an https endpoint and the two
 * keys the message is encrypted with. The gateway refuses what cannot be a subscription at all
 * before it travels to the CMS.
 */
export function parseSubscriptionToken(token: string): { endpoint: string } | null {
  if (token.length > TOKEN_MAX_LENGTH) return null
  let value: unknown
  try {
    value = JSON.parse(token)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const { endpoint, keys } = value as { endpoint?: unknown; keys?: unknown }
  if (typeof endpoint !== 'string' || endpoint.length > ENDPOINT_MAX_LENGTH) return null
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return null
  }
  // Which hosts may receive messages is the CMS's allow-list (SSRF); a test stack adds a loopback one.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (!keys || typeof keys !== 'object') return null
  const { p256dh, auth } = keys as { p256dh?: unknown; auth?: unknown }
  if (!isKey(p256dh) || !isKey(auth)) return null
  return { endpoint }
}

export const notificationQueries: Pick<QueryResolvers, 'notifications' | 'pushPublicKey'> = {
  async notifications(_parent, { topic }, { api }) {
    // Open to visitors as the contract is (broadcasts only); the token adds the resident's own.
    const list = await api.notifications(topic ?? 'all')
    return list.map(toNotification).filter((n): n is Notification => n !== null)
  },

  async pushPublicKey(_parent, _args, { api }) {
    try {
      return (await api.pushPublicKey()) || null
    } catch (error) {
      // A CMS without push keys offers no subscription; the switch then explains that it is unavailable.
      if (isNotFound(error)) return null
      throw error
    }
  },
}

export const notificationMutations: Pick<MutationResolvers, 'subscribePush' | 'unsubscribePush'> = {
  async subscribePush(_parent, { token, device }, context) {
    requireSignedIn(context)
    const fields: Record<string, string> = {}
    if (!parseSubscriptionToken(token)) fields.token = INVALID_SUBSCRIPTION_MESSAGE
    const label = device.trim()
    if (!label) fields.device = 'Это обязательное поле'
    else if (label.length > DEVICE_MAX_LENGTH) fields.device = `Максимальная длина ${DEVICE_MAX_LENGTH} символов`
    if (Object.keys(fields).length > 0) throw badInput(fields)
    const created = await context.api.createPushToken(token, label)
    return { device: created.device, createdAt: created.created_at }
  },

  async unsubscribePush(_parent, { endpoint }, context) {
    requireSignedIn(context)
    if (!endpoint || endpoint.length > ENDPOINT_MAX_LENGTH) return false
    return (await context.api.removePushToken(endpoint)).removed
  },
}

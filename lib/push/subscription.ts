import { deviceLabel } from './deviceLabel'

/**
 * This browser's web push subscription: asking for permission (only ever from a click),
 * subscribing with the CMS's VAPID key, telling the gateway, and undoing all of it. The browser
 * parts and the gateway calls come in as arguments, so the flow is tested with a fake PushManager.
 */

/** What the switch shows: no push in this browser, blocked by the visitor, off, or on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

/** The parts of the browser this flow uses (window.Notification, the service worker's PushManager). */
export interface PushBrowser {
  permission: () => NotificationPermission
  requestPermission: () => Promise<NotificationPermission>
  /** The site's service worker registration (lib/pwa/worker), registering it if needed. */
  pushManager: () => Promise<Pick<PushManager, 'getSubscription' | 'subscribe'>>
  userAgent: string
}

/** The gateway's push calls (subscribePush, unsubscribePush, pushPublicKey). */
export interface PushServer {
  publicKey: () => Promise<string | null>
  subscribe: (token: string, device: string) => Promise<void>
  unsubscribe: (endpoint: string) => Promise<void>
}

export const PUSH_UNAVAILABLE_MESSAGE = 'Уведомления на этом устройстве недоступны'
export const PUSH_DENIED_MESSAGE =
  'Уведомления запрещены в настройках браузера. Разрешите их для этого сайта и включите снова'

/** Thrown for the visitor to read (a toast); the message is Russian. */
export class PushError extends Error {}

/** The browser's push support, checked without touching anything that asks the visitor. */
export function browserPush(): PushBrowser | null {
  if (typeof window === 'undefined') return null
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    pushManager: async () => {
      const registration =
        (await navigator.serviceWorker.getRegistration('/')) ?? (await navigator.serviceWorker.register('/sw.js'))
      await navigator.serviceWorker.ready
      return registration.pushManager
    },
    userAgent: navigator.userAgent,
  }
}

/** The switch's state without asking anything. */
export async function pushState(browser: PushBrowser | null): Promise<PushState> {
  if (!browser) return 'unsupported'
  if (browser.permission() === 'denied') return 'denied'
  if (browser.permission() !== 'granted') return 'off'
  const subscription = await (await browser.pushManager()).getSubscription()
  return subscription ? 'on' : 'off'
}

/** A VAPID key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * Turns push on. Call it from a click only: the permission prompt appears here, never on load.
 * The subscription is undone in the browser when the gateway refuses it, so the switch and the
 * server never disagree.
 */
export async function enablePush(browser: PushBrowser | null, server: PushServer): Promise<PushState> {
  if (!browser) throw new PushError(PUSH_UNAVAILABLE_MESSAGE)
  const permission = browser.permission() === 'granted' ? 'granted' : await browser.requestPermission()
  if (permission === 'denied') return 'denied'
  // The prompt dismissed without an answer: nothing changes, it may be asked again later.
  if (permission !== 'granted') return 'off'
  const key = await server.publicKey()
  if (!key) throw new PushError(PUSH_UNAVAILABLE_MESSAGE)
  const manager = await browser.pushManager()
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key) }))
  try {
    await server.subscribe(JSON.stringify(subscription), deviceLabel(browser.userAgent))
  } catch (error) {
    await subscription.unsubscribe().catch(() => false)
    throw error
  }
  return 'on'
}

/**
 * Turns push off: the browser stops receiving at once, then the CMS forgets the endpoint. Should
 * that call fail, the push service answers the CMS's next message with 410 and the CMS removes the
 * subscription then; the error is still reported.
 */
export async function disablePush(browser: PushBrowser | null, server: PushServer): Promise<PushState> {
  if (!browser) return 'unsupported'
  const subscription = await (await browser.pushManager()).getSubscription()
  if (!subscription) return 'off'
  const { endpoint } = subscription
  await subscription.unsubscribe()
  await server.unsubscribe(endpoint)
  return 'off'
}

/**
 * Logout and account deletion: the CMS forgets the session's subscriptions, so the browser's must
 * go too, or the switch would show "on" for the next person signing in on this device.
 */
export async function dropBrowserSubscription(browser: PushBrowser | null = browserPush()): Promise<void> {
  if (!browser || browser.permission() !== 'granted') return
  try {
    const subscription = await (await browser.pushManager()).getSubscription()
    await subscription?.unsubscribe()
  } catch {
    // Nothing to undo, or the browser refused: the CMS has forgotten the endpoint either way.
  }
}

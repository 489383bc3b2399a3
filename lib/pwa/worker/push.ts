/**
 * Web push as the CMS sends it ({id, title, body, topic, url}): the notification shown, open tabs
 * told at once (the bell looks again instead of at its next poll), and a click that opens the
 * notification on the site (the bell's panel, /?uvedomlenie=<id>).
 */

/** What of the worker's scope these handlers use; the worker passes `self`. */
export interface PushScope {
  location: { origin: string }
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<readonly PushWindow[]>
    openWindow(url: string): Promise<unknown>
  }
}

export interface PushWindow {
  url: string
  postMessage(message: unknown): void
  focus(): Promise<PushWindow>
  navigate(url: string): Promise<unknown>
}

export const DEFAULT_TITLE = 'Анапа — курорт'

/** Only the site's own paths open from a notification; anything else opens the home page. */
export function sitePath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/'
}

interface PushMessage {
  id?: unknown
  title?: unknown
  body?: unknown
  topic?: unknown
  url?: unknown
}

function parse(data: { json(): unknown } | null): PushMessage {
  try {
    const message = data ? data.json() : {}
    return typeof message === 'object' && message !== null ? message : {}
  } catch {
    // Not JSON: nothing to show but the title.
    return {}
  }
}

export async function showPushed(scope: PushScope, data: { json(): unknown } | null): Promise<void> {
  const message = parse(data)
  const id = typeof message.id === 'string' || typeof message.id === 'number' ? String(message.id) : undefined
  const title = typeof message.title === 'string' && message.title ? message.title : DEFAULT_TITLE
  const tell = scope.clients
    .matchAll({ type: 'window' })
    .then((windows) => windows.forEach((client) => client.postMessage({ type: 'notification', id })))
  await Promise.all([
    tell,
    scope.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      // The same notification pushed twice replaces itself instead of stacking.
      tag: id ? `notification-${id}` : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ru',
      requireInteraction: message.topic === 'stormAlert',
      data: { url: sitePath(message.url) },
    }),
  ])
}

/** A click: an open tab of the site is focused and taken to the notification, else a new one opens. */
export async function openClicked(scope: PushScope, notification: Pick<Notification, 'close' | 'data'>) {
  notification.close()
  const data = notification.data as { url?: unknown } | null
  const target = new URL(sitePath(data?.url), scope.location.origin).href
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin)
  if (open) {
    const focused = await open.focus()
    return (focused || open).navigate(target)
  }
  return scope.clients.openWindow(target)
}

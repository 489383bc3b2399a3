/*
 * The site's service worker, hand-written and small on purpose:
 * - push: shows the CMS's web push messages ({id, title, body, topic, url}); a click opens `url`
 *   (the bell's panel on that notification, /?uvedomlenie=<id>).
 * - offline: a failed navigation gets /offline.html; journal, beach and route pages a visitor has
 *   opened are kept (network first, capped) with the static files they need, so they read offline.
 * Never cached: cabinet pages, /api, anything not a plain public 200 answer, anything private/no-store.
 * Bump VERSION when the caching rules change: activate drops the caches of older versions.
 */
const VERSION = 'v1'
const PAGES = `anapa-pages-${VERSION}`
const STATIC = `anapa-static-${VERSION}`
const OFFLINE_URL = '/offline.html'
const MAX_PAGES = 40
const MAX_STATIC = 200

/** Public sections whose pages a visitor may want to reread on the beach without a connection. */
const OFFLINE_SECTIONS = /^\/(zhurnal-kurorta|plyazhi|peshie-marshruty)(\/|$)/
/** Built files: hashed names, never changed, so the cached copy is always right. */
const IMMUTABLE = /^\/_next\/static\//
/** Pictures and sprites a kept page shows: fresh when online, the last copy offline. */
const PICTURES = /^\/(_next\/image|media\/|icons\/|favicon\.svg$|icons\.svg$)/

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(STATIC)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('anapa-') && key !== PAGES && key !== STATIC)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

/** A public answer anyone may be given again: 200, same origin, not marked private or no-store. */
function storable(response) {
  if (!response || response.status !== 200 || response.type !== 'basic') return false
  const cacheControl = (response.headers.get('cache-control') || '').toLowerCase()
  // Set-Cookie never reaches a service worker's script; an answer that sets one is private anyway.
  return !/(^|[\s,])(private|no-store)([\s,]|$)/.test(cacheControl) && !response.headers.has('set-cookie')
}

/** Oldest entries go first: Cache keeps them in the order they were put. */
async function trim(cacheName, max) {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
}

async function put(cacheName, max, request, response) {
  const cache = await caches.open(cacheName)
  await cache.delete(request)
  await cache.put(request, response)
  await trim(cacheName, max)
}

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL, { cacheName: STATIC })
  return (
    cached ||
    new Response('Нет соединения с интернетом', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  )
}

async function navigate(event, url) {
  const keep = OFFLINE_SECTIONS.test(url.pathname)
  try {
    const response = await fetch(event.request)
    if (keep && storable(response)) event.waitUntil(put(PAGES, MAX_PAGES, url.href, response.clone()))
    return response
  } catch {
    if (keep) {
      const cached = await caches.match(url.href, { cacheName: PAGES })
      if (cached) return cached
    }
    return offlinePage()
  }
}

async function immutableFile(event) {
  const cached = await caches.match(event.request, { cacheName: STATIC })
  if (cached) return cached
  const response = await fetch(event.request)
  if (storable(response)) event.waitUntil(put(STATIC, MAX_STATIC, event.request, response.clone()))
  return response
}

async function picture(event) {
  try {
    const response = await fetch(event.request)
    if (storable(response)) event.waitUntil(put(STATIC, MAX_STATIC, event.request, response.clone()))
    return response
  } catch (error) {
    const cached = await caches.match(event.request, { cacheName: STATIC })
    if (cached) return cached
    throw error
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event, url))
  } else if (IMMUTABLE.test(url.pathname)) {
    event.respondWith(immutableFile(event))
  } else if (PICTURES.test(url.pathname)) {
    event.respondWith(picture(event))
  }
})

/** Only the site's own paths open from a notification; anything else opens the home page. */
function sitePath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/'
}

self.addEventListener('push', (event) => {
  let message = {}
  try {
    message = event.data ? event.data.json() : {}
  } catch {
    // Not JSON: nothing to show but the title.
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Анапа — курорт'
  // Open tabs refresh their bell at once instead of at the next poll.
  const tell = self.clients
    .matchAll({ type: 'window' })
    .then((windows) => windows.forEach((client) => client.postMessage({ type: 'notification', id: message.id })))
  event.waitUntil(
    Promise.all([
      tell,
      self.registration.showNotification(title, {
        body: typeof message.body === 'string' ? message.body : '',
        // The same notification pushed twice replaces itself instead of stacking.
        tag: message.id ? `notification-${message.id}` : undefined,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'ru',
        requireInteraction: message.topic === 'stormAlert',
        data: { url: sitePath(message.url) },
      }),
    ]),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        const focused = await open.focus()
        return (focused || open).navigate(target)
      }
      return self.clients.openWindow(target)
    }),
  )
})

/// <reference lib="webworker" />
/**
 * The site's service worker, built with Serwist into public/sw.js by scripts/lib/serviceWorker.mjs
 * (docs/decisions/0046-service-worker-on-serwist.md says why this way):
 * - pages of every public section a visitor opens, their data and pictures, kept for reading
 *   without a connection (network first; the kept copy when the network fails or stalls);
 * - /offline.html for a page never kept; for a cabinet page, the resident's copy kept on the device
 *   (./offlineCabinet.ts, docs/decisions/0047-resident-data-offline.md);
 * - web push (./push.ts), and a subscription the browser renews by itself (./pushRenewal.ts);
 * - answers the page's question whether it came from the device (../deviceCopy.ts);
 * - in low-data mode, holds back pictures until the visitor taps for them (./heldPictures.ts).
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type RouteHandlerCallbackOptions,
  type SerwistPlugin,
} from 'serwist'
import { requiresAuth } from '@/lib/routes'
import {
  isDeviceCopyQuestion,
  KEEP_OFFLINE_CABINET,
  OFFLINE_CABINET_PATH,
  offlineCabinetHref,
  SAVED_AT_HEADER,
  TAKE_OVER,
  type DeviceCopyAnswer,
} from '../deviceCopy'
import { isDataSaverState, isShowPicture } from '../lowData'
import { keepWithinBudget, SAVED_CACHES } from '../savedCopies'
import { PERIODIC_REFRESH_TAG } from '../periodicRefresh'
import { flushOutbox, OUTBOX_SYNC_TAG } from '@/lib/offline/sendQueued'
import { ALERTS_PATH, refreshDue, refreshList } from './conditions'
import { DeviceCopies, stamped } from './deviceCopies'
import { heldBack, HeldPictures } from './heldPictures'
import { builtFilesOf, keepDue } from './offlineCabinet'
import { openClicked, showPushed } from './push'
import { renewSubscription, type SubscriptionChange } from './pushRenewal'
import { keptAs, storable, type KeptAs } from './rules'

declare const self: ServiceWorkerGlobalScope
/** The hash of public/offline.html, written in by the build, so a changed page is fetched again. */
declare const OFFLINE_PAGE_REVISION: string

const OFFLINE_URL = '/offline.html'
/**
 * How long a page waits for the network before the kept copy is shown. A shutdown usually swallows
 * requests rather than refusing them, so without a limit the visitor would stare at a blank tab.
 */
const NETWORK_WAIT_SECONDS = 8
const DAY = 24 * 60 * 60

const deviceCopies = new DeviceCopies()
const heldPictures = new HeldPictures(caches, self.location.origin)

/** Only answers every visitor may get are kept, each stamped with the time it was saved. */
const keepPublicOnly: SerwistPlugin = {
  cacheWillUpdate: ({ response }) => (storable(response) ? stamped(response, new Date()) : null),
}

/**
 * Pages and their data are asked of the server every time (a conditional request, answered 304 when
 * unchanged). Without it the browser's HTTP cache would answer the worker's fetch with any copy
 * within Next's `stale-while-revalidate` window, up to a year old: online the visitor would read
 * yesterday's beach status, and offline the worker would never know the network was gone.
 */
const askTheServer: SerwistPlugin = {
  // A navigation's Request becomes a same-origin one here; its redirect mode (manual) is kept.
  requestWillFetch: ({ request }) => new Request(request, { cache: 'no-cache' }),
}

/**
 * Notes, per tab, whether a page (or its data) came from the device; a page from the network means
 * the site is reachable, so the beaches and the alerts are refreshed behind it (./conditions.ts).
 */
const noteWhereFrom: SerwistPlugin = {
  handlerWillRespond: async ({ event, request, response }) => {
    const fetchEvent = event as FetchEvent
    const tab = request.mode === 'navigate' ? fetchEvent.resultingClientId : fetchEvent.clientId
    deviceCopies.note(tab, new URL(request.url), response)
    if (request.mode === 'navigate' && !response.headers.has(SAVED_AT_HEADER)) {
      fetchEvent.waitUntil(refreshConditions(fetchEvent))
    }
    return response
  },
}

/**
 * Oldest first within each cache, and everything of ours goes first when the device runs out of
 * room (purgeOnQuotaError), so reading offline never fills a visitor's phone.
 */
const expiry = (maxEntries: number, maxAgeDays: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: maxAgeDays * DAY, purgeOnQuotaError: true })

/** How often at most the worker weighs what it keeps against the budget. */
const BUDGET_CHECK_EVERY_MS = 10_000
let lastBudgetCheckAt = 0

/**
 * After anything is kept: the oldest go, pictures first, while the site keeps more than its budget
 * (../savedCopies.ts). Serwist runs this inside the keeping's own waitUntil.
 */
const withinBudget: SerwistPlugin = {
  cacheDidUpdate: async () => {
    const now = Date.now()
    if (now - lastBudgetCheckAt < BUDGET_CHECK_EVERY_MS) return
    lastBudgetCheckAt = now
    await keepWithinBudget(navigator.storage, caches)
  },
}

const strategies: Record<KeptAs, NetworkFirst | CacheFirst | StaleWhileRevalidate> = {
  page: new NetworkFirst({
    cacheName: SAVED_CACHES.pages,
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    plugins: [askTheServer, keepPublicOnly, noteWhereFrom, expiry(100, 30), withinBudget],
  }),
  'page-data': new NetworkFirst({
    cacheName: SAVED_CACHES.pageData,
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    plugins: [askTheServer, keepPublicOnly, noteWhereFrom, expiry(100, 30), withinBudget],
  }),
  alerts: new NetworkFirst({
    cacheName: SAVED_CACHES.alerts,
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    plugins: [askTheServer, keepPublicOnly, expiry(1, 30)],
  }),
  built: new CacheFirst({ cacheName: SAVED_CACHES.built, plugins: [keepPublicOnly, expiry(300, 30), withinBudget] }),
  // Shown at once from the device, refreshed behind: an editor may replace a picture under its name.
  picture: new StaleWhileRevalidate({
    cacheName: SAVED_CACHES.pictures,
    plugins: [keepPublicOnly, expiry(300, 30), withinBudget],
  }),
}

let lastRefreshAt: number | null = null

/** Fetches the alerts and the kept beach pages again, through their own strategies (so kept as usual). */
async function refreshConditions(event: ExtendableEvent): Promise<void> {
  const now = Date.now()
  if (!refreshDue(lastRefreshAt, now)) return
  lastRefreshAt = now
  const pages = await (await caches.open(SAVED_CACHES.pages)).keys()
  const urls = refreshList(
    pages.map((request) => request.url),
    self.location.origin,
  )
  await Promise.allSettled(
    urls.map((url) =>
      (new URL(url).pathname === ALERTS_PATH ? strategies.alerts : strategies.page).handle({
        event,
        request: new Request(url),
      }),
    ),
  )
}

let offlineCabinetKeptAt: number | null = null

/**
 * Keeps the page a cabinet address gets offline, and the built files it runs on, through the usual
 * strategies (so within the budget, and stamped). Asked by a page that has just saved a resident's
 * copy; at most every few minutes, and only what the network gave (a kept copy names nothing new).
 */
async function keepOfflineCabinet(event: ExtendableEvent): Promise<void> {
  const now = Date.now()
  if (!keepDue(offlineCabinetKeptAt, now)) return
  offlineCabinetKeptAt = now
  const page = await strategies.page.handle({ event, request: new Request(OFFLINE_CABINET_PATH) })
  if (!page.ok || page.headers.has(SAVED_AT_HEADER)) return
  const files = builtFilesOf(await page.text())
  await Promise.allSettled(files.map((path) => strategies.built.handle({ event, request: new Request(path) })))
}

const keptOfflineCabinet = async () => (await caches.open(SAVED_CACHES.pages)).match(OFFLINE_CABINET_PATH)

/**
 * Without a connection a cabinet address goes to that page, kept above, naming the address; to the
 * offline page while it is not kept.
 */
const offlineCabinetInstead: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    if (!(await keptOfflineCabinet())) return undefined
    const { pathname, search } = new URL(request.url)
    return Response.redirect(new URL(offlineCabinetHref(pathname + search), self.location.origin).href, 302)
  },
}

/**
 * The page itself, whatever address it names, is the copy kept above: it is kept only by
 * keepOfflineCabinet, with the built files it needs, never under each address it is opened with.
 */
const offlineCabinetPage = new CacheFirst({
  cacheName: SAVED_CACHES.pages,
  matchOptions: { ignoreSearch: true },
  plugins: [{ cacheWillUpdate: async () => null }],
})

/**
 * A picture: in low-data mode one not tapped yet costs nothing, shown from the device if kept there,
 * otherwise held back (./heldPictures.ts); else as every kept picture.
 */
async function picture(options: RouteHandlerCallbackOptions): Promise<Response> {
  if (!(await heldPictures.held(options.url))) return strategies.picture.handle(options)
  return (await caches.match(options.request, { cacheName: SAVED_CACHES.pictures })) ?? heldBack()
}

const kept = (as: KeptAs) => ({
  matcher: ({ url, request }: { url: URL; request: Request }) =>
    keptAs({ url, method: request.method, mode: request.mode }, self.location.origin) === as,
  handler: strategies[as],
})

const serwist = new Serwist({
  precacheEntries: [{ url: OFFLINE_URL, revision: OFFLINE_PAGE_REVISION }],
  // A new worker waits for the visitor's «Обновить» (TAKE_OVER below) instead of swapping under them;
  // the first one takes the open tabs at once, there being nothing to swap.
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && url.pathname === OFFLINE_CABINET_PATH,
      handler: offlineCabinetPage,
    },
    kept('page'),
    kept('page-data'),
    kept('alerts'),
    kept('built'),
    { ...kept('picture'), handler: picture },
    // A cabinet page is never kept; without a network it is the resident's copy (above).
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && requiresAuth(url.pathname),
      handler: new NetworkOnly({ networkTimeoutSeconds: NETWORK_WAIT_SECONDS, plugins: [offlineCabinetInstead] }),
    },
    // Any other page not kept (an API address opened in a tab) still gets the offline page.
    { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_URL, matcher: ({ request }) => request.mode === 'navigate' }],
  },
})

/** The hand-written worker's caches (before Serwist): dropped once this one runs. */
const RETIRED_CACHES = /^anapa-(pages|static)-v\d+$/

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => RETIRED_CACHES.test(key)).map((key) => caches.delete(key)))),
  )
})

self.addEventListener('message', (event) => {
  const source = event.source
  if (event.data?.type === TAKE_OVER) {
    void self.skipWaiting()
    return
  }
  if (event.data?.type === KEEP_OFFLINE_CABINET) {
    event.waitUntil(keepOfflineCabinet(event))
    return
  }
  if (isDataSaverState(event.data)) {
    const answer = () => event.ports[0]?.postMessage(true)
    event.waitUntil(heldPictures.setSaving(event.data.on).then(answer, answer))
    return
  }
  if (isShowPicture(event.data)) {
    heldPictures.show(event.data.source)
    event.ports[0]?.postMessage(true)
    return
  }
  if (isDeviceCopyQuestion(event.data) && source && 'id' in source) {
    const answer: DeviceCopyAnswer = { savedAt: deviceCopies.savedAt(source.id, event.data.path) }
    event.ports[0]?.postMessage(answer)
  }
})

self.addEventListener('push', (event) => {
  event.waitUntil(showPushed(self, event.data))
})

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openClicked(self, event.notification))
})

// The browser woke the worker without a visit (lib/pwa/periodicRefresh.ts). Not in TypeScript's
// WebWorker event map yet, hence the cast.
self.addEventListener('periodicsync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as ExtendableEvent & { tag?: string }
  if (sync.tag === PERIODIC_REFRESH_TAG) sync.waitUntil(refreshConditions(sync))
})

// The network is back for what a resident sent offline (lib/offline/sendQueued.ts). A failure
// tells the browser to try again later. Not in TypeScript's WebWorker event map, hence the cast.
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as ExtendableEvent & { tag?: string }
  if (sync.tag !== OUTBOX_SYNC_TAG) return
  sync.waitUntil(
    flushOutbox({ fetch: (input, init) => fetch(input, init), locks: navigator.locks }).then(({ waiting }) => {
      if (waiting) throw new Error('queued items wait for the network')
    }),
  )
})

// Not in TypeScript's WebWorker event map yet, hence the cast (the Push API defines the event).
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as ExtendableEvent & Partial<SubscriptionChange>
  change.waitUntil(
    renewSubscription(self, {
      oldSubscription: change.oldSubscription ?? null,
      newSubscription: change.newSubscription ?? null,
    }),
  )
})

serwist.addEventListeners()

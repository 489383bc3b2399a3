// @ts-check

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler
 * @typedef {import('./newerRenderWins.mjs').NewerRenderWinsHandler} NewerRenderWinsHandler
 */

/**
 * Redis first, and a memory copy: served while Redis holds the same render, and when Redis fails.
 * The package's CacheHandler reads its handlers in order and asks the next one only when one
 * throws, and writes to all of them; its memory handler (`local-lru`) thus holds what this process
 * wrote. These two handlers add, on top (docs/decisions/0037-isr-cache-on-fortedigital.md):
 *
 * - every entry read from Redis is copied too, so an instance that only ever read a page (another
 *   rendered it) still serves it while Redis is down, instead of rendering it again;
 * - a copy is served while Redis holds the same render (its render start, one small round trip),
 *   so a request costs that round trip, not the package's three and the parse of the page (about
 *   0.8 ms of CPU for an 80 kB page, measured: docs/decisions/0037-isr-cache-on-fortedigital.md);
 * - a Redis answer is awaited for `deadlineMs` at most: node-redis cannot abort a command already
 *   sent, so a hung Redis (a stopped process, a lost route) would hold every request, and the
 *   package's own `timeoutMs` only cancels commands not yet sent;
 * - the copy follows the rule Redis does: an older render never replaces a newer copy.
 *
 * Redis answering "no entry" is an answer, not a failure: the page is rendered, and the copy is
 * dropped, so a later outage never brings back an entry Redis no longer has.
 *
 * @param {{ shared: NewerRenderWinsHandler, memory: Handler, deadlineMs: number }} layers
 * @returns {Handler[]} the CacheHandler's `handlers`, in this order
 */
export function redisThenMemoryCopy({ shared, memory, deadlineMs }) {
  const copies = newerCopiesOnly(memory)
  /** @template T @param {Promise<T> | undefined} promise */
  const inTime = (promise) => withinDeadline(promise, deadlineMs)
  /** @type {Handler} */
  const redis = {
    name: `${shared.name}, copied to memory`,
    async get(key, meta) {
      const copy = await memory.get(key, meta)
      if (copy && (await inTime(shared.storedRenderStart(key))) === copy.lastModified) return copy
      const entry = await inTime(shared.get(key, meta))
      if (entry) await copies.set(key, entry)
      else await memory.delete?.(key)
      return entry
    },
    set: (key, entry, ctx) => inTime(shared.set(key, entry, ctx)),
    revalidateTag: (tag) => inTime(shared.revalidateTag(tag)),
    delete: (key) => inTime(shared.delete?.(key)),
    prepare: () => inTime(shared.prepare?.()),
  }
  return [redis, copies]
}

/** @param {Handler} memory @returns {Handler} */
function newerCopiesOnly(memory) {
  return {
    ...memory,
    name: `${memory.name}, newer render wins`,
    async set(key, entry, ctx) {
      const copy = await memory.get(key, { implicitTags: [] })
      // Equal: the same render, already copied (this process wrote it, or read it before).
      if (copy && copy.lastModified >= entry.lastModified) return
      await memory.set(key, entry, ctx)
    },
  }
}

/**
 * @template T
 * @param {Promise<T> | undefined} promise
 * @param {number} ms
 * @returns {Promise<T | undefined>}
 */
async function withinDeadline(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * One value per process under `key`, kept on globalThis. A module is evaluated more than once in
 * one process: Next's dev server reloads it on every change, a production build bundles it into
 * each route's chunk, and the CMS's start-up timers (cms/src/instrumentation.node.ts) run in a
 * bundle of their own. A metrics registry made per copy would count each copy's events apart and
 * `/metrics` would show one of them, so every copy asks for the value here instead.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const holder = globalThis as unknown as Record<symbol, T | undefined>
  const symbol = Symbol.for(key)
  return (holder[symbol] ??= create())
}

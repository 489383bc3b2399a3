/**
 * The page a cabinet address gets without a connection (pages/kabinet-bez-svyazi.tsx,
 * docs/decisions/0047-resident-data-offline.md) must run from the device, so the worker keeps it
 * with the built files its HTML names. Pure helpers here; the worker (./index.ts) does the keeping.
 */

/**
 * A built script or style a page's HTML names, as a path: in an attribute, a script's text, or the
 * list pages/_document.tsx writes into an attribute, where its quotes are `&quot;`.
 */
const BUILT_FILE = /\/_next\/static\/[^"'\s<>()\\&]+?\.(?:js|css)(?=["'\s<>()\\?&])/g

/** Every built script and style `html` names, once each, as same-origin paths. */
export function builtFilesOf(html: string): string[] {
  return [...new Set(html.match(BUILT_FILE) ?? [])]
}

/** How often at most the page and its files are fetched again: a new release changes them. */
const KEEP_EVERY_MS = 10 * 60_000

export const keepDue = (lastAt: number | null, now: number) => lastAt === null || now - lastAt >= KEEP_EVERY_MS

import type { IndexNowConfig } from '@/env'

/** IndexNow answers at once (202 before any crawl); a slow answer means it is unreachable. */
export const INDEXNOW_TIMEOUT_MS = 5000

/** The protocol's limit of URLs per request (https://www.indexnow.org/documentation). */
const MAX_URLS = 10_000

export type Logger = { info: (message: string) => void; warn: (message: string) => void }

/** The key file's address: INDEXNOW_KEY_LOCATION, or `/{key}.txt` at the site's root, where the site serves it. */
export function keyLocationOf(config: IndexNowConfig, siteUrl: string): string {
  return config.keyLocation ?? `${new URL(siteUrl).origin}/${config.key}.txt`
}

/** The request body of IndexNow's JSON form: the site's host, the key, where the key file is, the URLs. */
export function indexNowBody(config: IndexNowConfig, siteUrl: string, urls: readonly string[]) {
  return {
    host: new URL(siteUrl).host,
    key: config.key,
    keyLocation: keyLocationOf(config, siteUrl),
    urlList: urls.slice(0, MAX_URLS),
  }
}

/**
 * POSTs the URLs to the IndexNow endpoint. 200 and 202 are success (202: the key is not checked
 * yet); anything else, a timeout or no connection is a warning in the log and nothing more: the
 * editor's save has succeeded, and the engines find the pages at their next crawl of the sitemap.
 */
export async function submitToIndexNow(
  config: IndexNowConfig,
  siteUrl: string,
  urls: readonly string[],
  logger: Logger,
): Promise<void> {
  if (urls.length === 0) return
  try {
    const response = await fetch(config.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(indexNowBody(config, siteUrl, urls)),
      signal: AbortSignal.timeout(INDEXNOW_TIMEOUT_MS),
      redirect: 'error',
    })
    await response.arrayBuffer().catch(() => undefined)
    if (response.ok) logger.info(`IndexNow: ${urls.length} URL(s) announced (${response.status})`)
    else logger.warn(`IndexNow answered ${response.status} for ${urls.length} URL(s)`)
  } catch (error) {
    logger.warn(`IndexNow failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** URLs gathered for this long go out as one request: a bulk edit or a batch of scheduled publications. */
export const INDEXNOW_BATCH_MS = 500

/**
 * Collects URLs and sends them, deduplicated, in one request a moment after the first one arrives.
 * `send` never throws (submitToIndexNow logs its failures).
 */
export function batcher(send: (urls: string[]) => Promise<void>, delayMs = INDEXNOW_BATCH_MS) {
  let pending = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | null = null
  return (urls: readonly string[]) => {
    for (const url of urls) pending.add(url)
    if (timer || pending.size === 0) return
    timer = setTimeout(() => {
      const batch = [...pending]
      pending = new Set()
      timer = null
      void send(batch)
    }, delayMs)
  }
}

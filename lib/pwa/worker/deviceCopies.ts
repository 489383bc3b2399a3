import { SAVED_AT_HEADER } from '../deviceCopy'
import { pageOfData } from './rules'

/**
 * Remembers, per open tab, whether the page it shows came from the network or from the copy kept on
 * this device, so the page can say «Нет связи. Показано по состоянию на …» (lib/pwa/useDeviceCopy.ts).
 * A page cannot read the headers of its own document, so it asks the worker right after it starts;
 * the worker lives at least that long. Kept in memory only: nothing here outlives the worker.
 */
export class DeviceCopies {
  /** tab id → page path → saved-at time of the copy shown, or null for a network answer. */
  private readonly tabs = new Map<string, Map<string, string | null>>()

  constructor(private readonly maxTabs = 50) {}

  /**
   * Notes the answer a tab got for a page or a page's data. `response` is what the worker answers
   * with: a kept copy carries the saved-at stamp, a network answer does not.
   */
  note(tabId: string, url: URL, response: Response): void {
    if (!tabId) return
    // By pathname: a page's data URL carries its route's parameters in the query, the page does not.
    const path = pageOfData(url.pathname) ?? url.pathname
    let pages = this.tabs.get(tabId)
    if (!pages) {
      pages = new Map()
      this.tabs.set(tabId, pages)
      // Tabs close without telling the worker: forget the oldest beyond the cap.
      for (const oldest of this.tabs.keys()) {
        if (this.tabs.size <= this.maxTabs) break
        this.tabs.delete(oldest)
      }
    }
    pages.set(path, response.headers.get(SAVED_AT_HEADER))
  }

  /** The saved-at time of the copy the tab shows at `pathname`, or null (network, or nothing known). */
  savedAt(tabId: string, pathname: string): string | null {
    return this.tabs.get(tabId)?.get(pathname) ?? null
  }
}

/** A copy of `response` stamped with the time it is saved, for the cache. */
export function stamped(response: Response, now: Date): Response {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT_HEADER, now.toISOString())
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

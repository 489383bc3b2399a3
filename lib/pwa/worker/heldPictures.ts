import { absolute, pictureOf } from '../lowData'

/**
 * Where the worker keeps the mode between its restarts (the browser stops an idle worker). Not an
 * `anapa-` cache (lib/pwa/savedCopies.ts): «Очистить» clears what is kept for reading, not the
 * visitor's setting.
 */
export const SETTINGS_CACHE = 'site-settings'
const DATA_SAVER_ENTRY = '/__data-saver'

/**
 * Low-data mode in the worker (docs/decisions/0049-low-data-mode.md). The page says whether the mode
 * is on (lib/pwa/lowData.ts); while it is, a picture through the image optimiser waits until the
 * visitor taps «Показать фото» for it. This is what covers a full page load: the browser asks for
 * the pictures its HTML names before any of the page's scripts could hold them back.
 */
export class HeldPictures {
  /** Null until read from the settings cache: the worker may have been restarted since it was told. */
  private on: boolean | null = null
  private readonly shown = new Set<string>()

  constructor(
    private readonly cacheStorage: CacheStorage,
    private readonly origin: string,
  ) {}

  async setSaving(on: boolean): Promise<void> {
    this.on = on
    const settings = await this.cacheStorage.open(SETTINGS_CACHE)
    await settings.put(new URL(DATA_SAVER_ENTRY, this.origin).href, new Response(on ? 'on' : 'off'))
  }

  /** The visitor tapped «Показать фото» for the picture at `source` (its address as the page names it). */
  show(source: string): void {
    const picture = absolute(source, this.origin)
    if (picture) this.shown.add(picture)
  }

  /** Whether the request for `url` waits: a picture through the optimiser, in low-data mode, not tapped. */
  async held(url: URL): Promise<boolean> {
    const picture = pictureOf(url)
    if (picture === null || this.shown.has(picture)) return false
    return this.saving()
  }

  private async saving(): Promise<boolean> {
    if (this.on === null) {
      const settings = await this.cacheStorage.open(SETTINGS_CACHE)
      const kept = await settings.match(new URL(DATA_SAVER_ENTRY, this.origin).href)
      this.on = (await kept?.text()) === 'on'
    }
    return this.on
  }
}

/**
 * The answer for a picture held back: no content, so the page's picture fails to load and the page,
 * once alive, shows «Показать фото» in its place (components/ui/CmsImage). `no-store`, so that the
 * browser asks again after the tap instead of reusing this answer.
 */
export const heldBack = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

/**
 * Editor-managed redirects (docs/spec.md#8-error-catalogue "A route-level redirect rule can send the user
 * elsewhere, including to an external address"): the rules both apps hold in common. The CMS
 * validates and resolves rules with them; the site refuses the same protected paths again.
 * Self-contained on purpose: Payload's type generator loads @anapa/shared modules untranspiled, so
 * this one imports no other.
 */

/** Items a rule may point at, so the target follows a later slug change. */
export const REDIRECT_ITEM_COLLECTIONS = [
  'magazines',
  'events',
  'tours',
  'infrastructure-objects',
  'places',
  'walking-routes',
  'beaches',
] as const

export type RedirectItemCollection = (typeof REDIRECT_ITEM_COLLECTIONS)[number]

/** Collections whose items are addressed by slug: a slug change leaves an automatic redirect behind. */
export const SLUG_ADDRESSED_COLLECTIONS = ['magazines', 'events', 'tours', 'infrastructure-objects'] as const

/**
 * The public path of an item, as the site's route table has it (docs/spec.md#2-screens-and-routes): articles by type
 * and slug, events, tours and infrastructure by slug, places, routes and beaches by numeric id. The
 * site's lib/redirects test checks this against its own route helpers, so the two cannot drift.
 */
export function itemPath(
  collection: RedirectItemCollection,
  item: { id: number | string; slug?: string | null; type?: string | null },
): string | null {
  const key = (value: string | null | undefined) => (value ? encodeURIComponent(value) : null)
  const slug = key(item.slug)
  switch (collection) {
    case 'magazines':
      return slug && item.type ? `/zhurnal-kurorta/${encodeURIComponent(item.type)}/${slug}` : null
    case 'events':
      return slug && `/afisha/${slug}`
    case 'tours':
      return slug && `/ekskursii-i-tury/${slug}`
    case 'infrastructure-objects':
      return slug && `/infrastruktura/${slug}`
    case 'places':
      return `/interesnye-mesta/${encodeURIComponent(String(item.id))}`
    case 'walking-routes':
      return `/peshie-marshruty/${encodeURIComponent(String(item.id))}`
    case 'beaches':
      return `/plyazhi/${encodeURIComponent(String(item.id))}`
  }
}

export type RedirectStatus = 301 | 302

/** A rule as the site applies it: `to` is a site path (with an optional query) or an https:// address. */
export type RedirectRule = { from: string; to: string; statusCode: RedirectStatus }

/**
 * Paths no rule may take over: the site's API and build files, and the cabinet's guarded pages,
 * whose guard (withSession) must always be what answers.
 */
export const PROTECTED_PREFIXES = [
  '/api',
  '/_next',
  '/moi-obrashcheniya',
  '/izbrannoe',
  '/upravleniye-profilem',
  '/rezident-applications',
  '/my-transport',
  '/pokupki',
] as const

export const isProtectedPath = (path: string) =>
  PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

export const REDIRECT_MESSAGES = {
  fromShape:
    'Адрес «Откуда» — путь на сайте, начинающийся с «/», без параметров «?…», якоря «#…» и пробелов, например /zhurnal-kurorta/stati/staraya-statya',
  fromProtected: (path: string) =>
    `С адреса ${path} перенаправлять нельзя: он служебный (/api, /_next) или закрыт входом в личный кабинет`,
  toShape: 'Адрес назначения — путь на сайте, начинающийся с «/», или внешний адрес, начинающийся с https://',
  toInsecure: 'Внешний адрес должен начинаться с https:// — другие протоколы запрещены',
  toProtected: (path: string) => `Перенаправлять на служебный адрес ${path} нельзя`,
  toMissing: 'Выберите статью или объект каталога, куда вести посетителей',
  loop: 'Правило ведёт на свой же адрес: получится бесконечный цикл перенаправлений',
  chainTo: (rule: string) =>
    `Адрес назначения сам перенаправляется правилом ${rule}: цепочки длиннее одного перехода запрещены. Укажите конечный адрес`,
  chainFrom: (rule: string) =>
    `На этот адрес уже ведёт правило ${rule}: получилась бы цепочка из двух переходов. Сначала измените то правило`,
  duplicate: (path: string) => `Правило с адреса ${path} уже есть`,
} as const

const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/

/** Percent-decoding that never throws: a malformed escape is kept as typed. */
function decoded(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * A rule's source path as the site compares it: decoded (Next hands pages decoded params), no
 * trailing slash (Next redirects `/a/` to `/a` before any page runs). Query strings do not take
 * part: an ISR page never sees them, so a rule matches the path alone and the editor is told so.
 * Returns null for anything that is not such a path.
 */
export function normalizeFromPath(value: string): string | null {
  const path = decoded(value.trim())
  if (!path.startsWith('/') || path.startsWith('//') || /[?#\\]/.test(path) || CONTROL_OR_SPACE.test(path)) return null
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

export type RedirectTarget = { kind: 'path'; path: string } | { kind: 'url'; url: string }

/**
 * An editor's custom target: a site path (its query kept) or an absolute https:// address. Anything
 * else — http:, javascript:, data:, a protocol-relative `//host` — is refused with the reason.
 */
export function parseCustomTarget(value: string): RedirectTarget | { error: string } {
  const raw = value.trim()
  if (CONTROL_OR_SPACE.test(raw) || raw === '') return { error: REDIRECT_MESSAGES.toShape }
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.includes('\\')) {
    const [pathPart = '/', ...rest] = raw.split(/(?=[?#])/)
    const path = normalizeFromPath(pathPart)
    if (!path) return { error: REDIRECT_MESSAGES.toShape }
    if (isProtectedPath(path)) return { error: REDIRECT_MESSAGES.toProtected(path) }
    return { kind: 'path', path: path + rest.join('') }
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { error: REDIRECT_MESSAGES.toShape }
  }
  if (url.protocol !== 'https:') return { error: REDIRECT_MESSAGES.toInsecure }
  if (!url.hostname || url.username || url.password) return { error: REDIRECT_MESSAGES.toShape }
  return { kind: 'url', url: url.toString() }
}

/** The path part of a site target (`/a?b=1` → `/a`), or null for an external address. */
export const targetPath = (to: string): string | null =>
  to.startsWith('/') ? (normalizeFromPath(to.split(/[?#]/)[0] ?? '') ?? null) : null

/**
 * A slug: lower-case Latin words joined by single hyphens, at most SLUG_MAX_LENGTH characters. The
 * CMS accepts only these as a document's `slug`, and the site's routes only these as a URL segment,
 * so a URL the site refuses without asking the CMS is one no document can have.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const SLUG_MAX_LENGTH = 120

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)

/**
 * Russian letters in Latin, as the portal's own addresses spell them (plyazhi, zhurnal-kurorta,
 * moi-obrashcheniya, tsentralnyy, bolshoy-utrish, polet-na-motodeltaplane): ж zh, х kh, ц ts, ч ch,
 * ш sh, щ shch, й and ы y, ю yu, я ya, ё and э e, the soft and hard signs dropped. Ukrainian and
 * Belarusian letters an editor may paste in a place name are spelt the same way.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
}

/**
 * The slug a title gives: Cyrillic transliterated, Latin letters and digits kept, everything else
 * (spaces, punctuation, quotes, dashes) a word break; at most SLUG_MAX_LENGTH characters, cut at a
 * word break when there is one. An empty string when the title has no letter or digit to keep, so
 * the caller asks the editor instead of inventing one.
 */
export function slugFromTitle(title: string | null | undefined): string {
  const latin = Array.from((title ?? '').normalize('NFC').toLowerCase(), (ch) => CYRILLIC_TO_LATIN[ch] ?? ch)
    .join('')
    // Letters with accents (é, ü, ç) lose them; what is left outside a-z0-9 breaks words.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  const slug = latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  if (slug.length <= SLUG_MAX_LENGTH) return slug
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1)
  const lastBreak = cut.lastIndexOf('-')
  return (lastBreak > 0 ? cut.slice(0, lastBreak) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '')
}

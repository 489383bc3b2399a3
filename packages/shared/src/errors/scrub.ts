/**
 * Personal data out of an error report before it leaves the process (docs/decisions/0061-error-reporting.md,
 * docs/architecture.md#10-open-standards-and-operations). A report keeps the route, the method, the status,
 * the error's type and its message and stack with these removed:
 *
 * - secrets: `Authorization`, `Cookie`, CSRF and other secret headers, bearer and JWT tokens, long random
 *   strings (residents' tokens are 43 characters of base64url), `password=`/`token=`-style pairs, one-time codes;
 * - residents' data: phones in every Russian way of writing them, e-mail addresses, passport series and
 *   numbers, car plates (Cyrillic or their Latin twins), client IP addresses, named fields such as
 *   `"phone":…` or `passport_number=…`;
 * - every value of a query string (the names stay: they say which filter was used).
 *
 * Headers and request bodies are never put in a report at all (event.ts); this is for the free text that
 * remains, the message and the stack, where a driver may have quoted a query's parameters. Names and street
 * addresses in free text cannot be told from other words and are not caught: which is why bodies, headers
 * and the error's own fields (a database driver's `detail`, `parameters`…) are left out altogether.
 */

const FILTERED = '[filtered]'

/** Headers that carry a secret or a session, as `name: value`, `name=value` or `"name":"value"`. */
const SECRET_HEADERS =
  /\b(authorization|proxy-authorization|cookie|set-cookie|x-csrf-token|x-revalidate-secret|x-preview-secret|x-api-key)(["']?\s*[:=]\s*)(?:"[^"]*"|'[^']*'|[^\n,}]*)/gi

/** An HTTP authentication scheme and its credentials. */
const AUTH_SCHEME = /\b(Bearer|JWT|Basic|Token)\s+[A-Za-z0-9._~+/=-]{6,}/g

/** A JSON Web Token (the editors' Payload sessions). */
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g

/** `password=…`, `"token":"…"` and the like: the value goes, the name stays. */
const SECRET_PAIRS =
  /\b(password|passwd|pass|secret|token|access_token|refresh_token|api[_-]?key|apikey|session|sid)(["']?\s*[:=]\s*)(?:"[^"]*"|'[^']*'|[^\s,;&}"']+)/gi

/** A one-time code next to its name: `code=123456`, `"code":"123456"`. */
const CODE_PAIRS = /\b(code|otp)(["']?\s*[:=]\s*["']?)\d{4,8}\b/gi

/** Fields that hold a resident's data, by name, whatever their value looks like. */
const PERSONAL_PAIRS =
  /\b(phone|e-?mail|passport[_a-z]*|first_?name|last_?name|middle_?name|patronymic|full_?name|birth[_a-z]*|address|plate|number_plate|snils|inn)(["']?\s*[:=]\s*)(?:"[^"]*"|'[^']*'|[^\s,;&}"']+)/gi

/** A value in a query string, wherever a URL is quoted: `?phone=7918…&page=2` keeps `phone=` and `page=`. */
const QUERY_VALUES = /([?&][^=&\s#"'<>]+=)[^&\s#"'<>]*/g

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu

/**
 * Russian phones (docs/architecture.md#4-session-and-security-rules stores them as 11 digits): +7 or 8 (or 7)
 * and ten more digits with any spaces, brackets and dashes between, `+7 (918) 123-45-67`, `8 918 123 45 67`,
 * `79181234567`, Anapa's landlines `+7 (86133) 2-34-56`; and mobiles typed without the country code,
 * `918 123-45-67`, `(918) 1234567`.
 */
const PHONE_FULL = /(?<![\p{L}\p{N}+])\+?[78](?:[\s\u00a0()-]*\d){10}(?!\d)/gu
const PHONE_MOBILE = /(?<![\p{L}\p{N}])\(?9\d{2}\)?(?:[\s\u00a0-]*\d){7}(?!\d)/gu

/** A passport's series and number: `45 10 123456`, `4510 № 123456`, `4510123456`. */
const PASSPORT = /(?<![\p{L}\p{N}])\d{2}[\s\u00a0]?\d{2}[\s\u00a0]*(?:№[\s\u00a0]*)?\d{6}(?!\d)/gu

/**
 * Car plates (packages/shared/src/cars/plate.ts): a letter, three digits, two letters, a region of two or
 * three digits, in Cyrillic or in the Latin twins people type, with or without spaces and «RUS».
 */
const PLATE_LETTER = '[АВЕКМНОРСТУХABEKMHOPCTYX]'
const PLATE = new RegExp(
  `(?<![\\p{L}\\p{N}])${PLATE_LETTER}[\\s\\u00a0]?\\d{3}[\\s\\u00a0]?${PLATE_LETTER}{2}[\\s\\u00a0]?\\d{2,3}(?:[\\s\\u00a0]?RUS)?(?![\\p{L}\\p{N}])`,
  'giu',
)

/** IPv4 addresses other than loopback and the private ranges (those are our own hosts, and say which failed). */
const IPV4 = /(?<![\d.])(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}(?![\d.])/g
const IPV6 =
  /(?<![\w:])(?:(?:[0-9a-f]{1,4}:){5,7}[0-9a-f]{1,4}|[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*::(?:[0-9a-f]{1,4}:)*[0-9a-f]{1,4})(?![\w:])/gi

/** Random-looking strings: 32+ hex digits, or 32+ base64url characters mixing upper case, lower case and digits. */
const HEX_TOKEN = /(?<![\p{L}\p{N}_-])[0-9a-f]{32,}(?![\p{L}\p{N}_-])/giu
const B64_TOKEN = /(?<![\p{L}\p{N}_-])[A-Za-z0-9_-]{32,}(?![\p{L}\p{N}_-])/gu
const looksRandom = (s: string) => /[A-Z]/.test(s) && /[a-z]/.test(s) && /\d/.test(s)

function isInternalIpv4(first: number, second: number): boolean {
  return (
    first === 127 ||
    first === 10 ||
    (first === 172 && second >= 16 && second <= 31) ||
    (first === 192 && second === 168) ||
    first === 0
  )
}

/** Longest text scrubbed: bounds the work, and a report needs no more. */
const MAX_INPUT = 16_000

/**
 * Cuts `text` to `limit` characters. A cut may fall inside a phone or a token and leave its first half
 * unrecognisable to the rules, so the word at the cut goes, and digits and separators before it.
 */
export function truncate(text: string, limit: number): string {
  if (text.length <= limit) return text
  return `${text
    .slice(0, limit)
    .replace(/[A-Za-z0-9_~.+/=-]*$/, '')
    .replace(/[\d\s\u00a0()+-]*$/, '')}…`
}

/** `text` with the personal data and secrets above replaced by a marker saying what was there. */
export function scrubText(text: string): string {
  return truncate(text, MAX_INPUT)
    .replace(SECRET_HEADERS, `$1$2${FILTERED}`)
    .replace(AUTH_SCHEME, `$1 ${FILTERED}`)
    .replace(JWT, '[token]')
    .replace(SECRET_PAIRS, `$1$2${FILTERED}`)
    .replace(CODE_PAIRS, `$1$2${FILTERED}`)
    .replace(PERSONAL_PAIRS, `$1$2${FILTERED}`)
    .replace(QUERY_VALUES, `$1${FILTERED}`)
    .replace(EMAIL, '[email]')
    .replace(PHONE_FULL, '[phone]')
    .replace(PHONE_MOBILE, '[phone]')
    .replace(PASSPORT, '[passport]')
    .replace(PLATE, '[plate]')
    .replace(IPV4, (match, a: string, b: string) => (isInternalIpv4(Number(a), Number(b)) ? match : '[ip]'))
    .replace(IPV6, '[ip]')
    .replace(HEX_TOKEN, '[token]')
    .replace(B64_TOKEN, (match) => (looksRandom(match) ? '[token]' : match))
}

/** Percent-escapes decoded, so a phone or a plate in them is seen; a malformed escape is kept as it came. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}

/**
 * A request's path for a report: the path scrubbed like any text (a plate or a phone can be a path
 * segment), every query value filtered, the fragment dropped.
 */
export function scrubPath(pathAndQuery: string): string {
  const [beforeFragment = ''] = pathAndQuery.split('#', 1)
  const queryAt = beforeFragment.indexOf('?')
  const rawPath = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt)
  const scrubbedPath = truncate(scrubText(decoded(rawPath)), 500)
  if (queryAt === -1) return scrubbedPath
  const names = beforeFragment
    .slice(queryAt + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => truncate(scrubText(decoded(pair.split('=', 1)[0] ?? '')), 64))
  return `${scrubbedPath}?${names.map((name) => `${name}=${FILTERED}`).join('&')}`
}

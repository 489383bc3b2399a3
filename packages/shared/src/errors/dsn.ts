/**
 * SENTRY_DSN, read the same way by both apps (docs/operations.md#error-reporting). Sentry and GlitchTip
 * both hand out a DSN of the form `https://<public key>@<host>[/<path>]/<project id>`, and both accept
 * events at `<scheme>://<host>[/<path>]/api/<project id>/envelope/` with the key in an `X-Sentry-Auth`
 * header (docs/decisions/0061-error-reporting.md).
 */

export type Dsn = {
  /** Where the envelopes go: `https://errors.example.ru/api/42/envelope/`. */
  envelopeUrl: string
  /** The project's public key; it lets a client submit events and read nothing. */
  publicKey: string
  projectId: string
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The message names the variable and the shape, never the value: it goes to the start-up log, and the
 * key in it, though only good for submitting events, is nobody else's business.
 */
const invalid = (why: string) =>
  new Error(
    `SENTRY_DSN is not a usable DSN (${why}). Set it to the DSN your Sentry or GlitchTip project shows, ` +
      'https://<key>@<host>/<project id>, or leave it unset to report nothing (its value is not shown).',
  )

/**
 * The DSN's parts, or null when the variable is unset or empty (then nothing is ever sent). A value that
 * is set but unusable throws, so the app refuses to start rather than lose its error reports quietly.
 * Events carry stack traces and routes: https only, plain http only to this machine (the tests' stand-in).
 */
export function parseDsn(raw: string | undefined): Dsn | null {
  const value = raw?.trim()
  if (!value) return null
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw invalid('not an address')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('not an http(s) address')
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) throw invalid('plain http only to loopback')
  if (!url.username) throw invalid('no key before the @')
  if (url.search || url.hash) throw invalid('a query or fragment')
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (!projectId || !/^\d+$/.test(projectId)) throw invalid('no numeric project id at the end of the path')
  // A secret after the key (`key:secret@`) is the long-deprecated form; the key alone authenticates.
  const publicKey = decodeURIComponent(url.username)
  if (!/^[A-Za-z0-9]+$/.test(publicKey)) throw invalid('the key is not letters and digits')
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : ''
  return {
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${projectId}/envelope/`,
    publicKey,
    projectId,
  }
}

/** The `X-Sentry-Auth` header of every request, naming our own client (docs/decisions/0061-error-reporting.md). */
export function authHeader(dsn: Dsn, client: string): string {
  return `Sentry sentry_version=7, sentry_key=${dsn.publicKey}, sentry_client=${client}`
}

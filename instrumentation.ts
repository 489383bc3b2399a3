/**
 * Runs once when the site's server starts (`next start`, `next dev`; not `next build`), before the
 * first request: a site without its secrets or with an unreadable setting refuses to start
 * (issue 9, finding 1). A throwing register() only logs and leaves the server answering every
 * request with an error, so this exits.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { assertServerEnv } = await import('./lib/env')
  try {
    assertServerEnv()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

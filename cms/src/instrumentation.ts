/**
 * Runs once when the CMS server starts (`next start`, `next dev`; not `next build`), before the
 * first request: reading the environment here makes a CMS without its secrets or its SMS provider
 * refuse to start (issue 9, finding 1), and sets the owner-only umask before any file is made.
 * A throwing register() only logs and leaves the server answering every request with an error,
 * so this exits.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  try {
    await import('./env')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

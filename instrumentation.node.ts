import { assertServerEnv } from './lib/server/env'

/**
 * The site's start-up check (instrumentation.ts, Node.js runtime only). A throwing register()
 * only logs in Next 16 and leaves the server answering every request with an error, so a bad
 * environment exits here.
 */
try {
  assertServerEnv()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

export {}

/**
 * The CMS's start-up check (instrumentation.ts, Node.js runtime only): loading env.ts validates
 * every setting and sets the owner-only umask. A throwing register() only logs in Next 16 and
 * leaves the server answering every request with an error, so a bad environment exits here.
 */
try {
  const { env } = await import('./env')
  // Web push keys are read lazily by tools; a running CMS checks them now (production needs them).
  void env.vapid
  // Editors' preview links are signed with it: no CMS runs without it.
  void env.previewSecret
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

// Unsupported methods (TRACE…) get a JSON 405 before Next's handler sees them.
const { installMethodGuard } = await import('./contract/methodGuard')
installMethodGuard()

// Expired booking holds are released once a minute too, not only by booking calls.
const { startHoldSweep } = await import('./bookings/sweep')
startHoldSweep()

// Scheduled notifications are pushed when their time comes, by a sweep like the holds'.
const { startPushSweep } = await import('./push/sweep')
startPushSweep()

// Scheduled publish and unpublish run from Payload's jobs queue inside this server.
const { startJobs } = await import('./jobs/start')
startJobs()

// Unsent permit drafts are deleted 30 days after their last save, by an hourly sweep.
const { startDraftSweep } = await import('./drafts/sweep')
startDraftSweep()

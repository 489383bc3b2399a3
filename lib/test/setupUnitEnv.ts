import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'

/**
 * Unit tests import CMS and site modules that read their environment at import, and both apps
 * refuse to load without their settings. Like the other local launchers,
 * this switches on explicitly what a unit run needs: throwaway secrets and the SMS outbox in a
 * temporary file, and the e-mail outbox likewise. Tests of the refusals themselves (cms/src/env.test.ts, lib/server/env.test.ts) set
 * their own environment.
 */
process.env.PAYLOAD_SECRET ||= randomBytes(32).toString('hex')
process.env.REVALIDATE_SECRET ||= randomBytes(32).toString('hex')
process.env.PREVIEW_SECRET ||= randomBytes(32).toString('hex')
process.env.SMS_PROVIDER ||= 'outbox'
process.env.SMS_OUTBOX_FILE ||= path.join(os.tmpdir(), `anapa-unit-outbox-${process.pid}.jsonl`)
process.env.EMAIL_OUTBOX_FILE ||= path.join(os.tmpdir(), `anapa-unit-email-outbox-${process.pid}.jsonl`)

import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

import type { SmsProvider } from './types'

/**
 * Local and test SMS (docs/architecture.md#4-session-and-security-rules): each message becomes a JSON line
 * `{"phone","text","code","at"}` in a file that people and tests read the codes from.
 * Never in production: the codes would sit in a file in clear.
 */
export function outboxProvider(file: string): SmsProvider {
  const target = path.resolve(file)
  return {
    name: 'outbox',
    async send({ phone, text, code }) {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      // One appendFile call per line: concurrent sends never interleave within a line. The codes are
      // in clear, so the file is created readable by this user only, whatever the umask.
      const line = `${JSON.stringify({ phone, text, code, at: new Date().toISOString() })}\n`
      await appendFile(target, line, { encoding: 'utf8', mode: 0o600 })
    },
  }
}

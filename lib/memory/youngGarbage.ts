import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** V8's gc() extension: a minor collection only scavenges the young generation (about a millisecond). */
type Collect = (options: { type: 'minor' | 'major'; execution: 'sync' | 'async' }) => void

let collect: Collect | null | undefined

/**
 * Frees the short-lived Buffers a streamed body leaves behind. Each 64 KB socket chunk is a
 * small object on V8's heap with its bytes outside it, so megabytes of chunks already forwarded fill
 * the process's memory long before they fill the young generation that would trigger a scavenge: a
 * 10 MB upload grew the site by about 10 MB. Streaming code calls this every megabyte or so.
 * Without the gc extension (a runtime that refuses the flag) it does nothing.
 */
export function collectYoungGarbage(): void {
  if (collect === undefined) {
    try {
      // Node exposes gc() only behind the flag; set at run time, it applies to new contexts.
      setFlagsFromString('--expose-gc')
      collect = runInNewContext('gc') as Collect
    } catch {
      collect = null
    }
  }
  collect?.({ type: 'minor', execution: 'sync' })
}

/** V8's gc() extension: a minor collection only scavenges the young generation (about a millisecond). */
type Collect = (options: { type: 'minor' | 'major'; execution: 'sync' | 'async' }) => void

/**
 * Frees the short-lived Buffers a streamed body leaves behind. Each 64 KB socket chunk is a
 * small object on V8's heap with its bytes outside it, so megabytes of chunks already forwarded fill
 * the process's memory long before they fill the young generation that would trigger a scavenge: a
 * 10 MB upload grew the site by about 10 MB (docs/decisions/0039-framework-workarounds-measured.md).
 * Streaming code calls this every megabyte or so.
 *
 * gc() exists when Node was started with `--expose-gc`, a documented Node option that the site's
 * start scripts pass (SITE_NODE_OPTIONS in scripts/lib/stack.mjs). Started without it, this does
 * nothing and the upload only uses more memory for a while.
 */
export function collectYoungGarbage(): void {
  const collect = (globalThis as { gc?: Collect }).gc
  collect?.({ type: 'minor', execution: 'sync' })
}

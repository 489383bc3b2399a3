import { collectYoungGarbage } from './youngGarbage'

const CHUNK_BYTES = 64 * 1024
const MB = 1024 * 1024

const externalBytes = () => process.memoryUsage().arrayBuffers
// V8 frees the bytes of collected buffers in a task after the collection.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 5))

/**
 * 40 MB passing through as a streamed upload does: socket-sized chunks, each dropped once forwarded,
 * with a pause for the network every megabyte. Answers the most external memory seen on the way.
 */
async function streamThrough(onMegabyte: () => void) {
  const baseline = externalBytes()
  let peak = baseline
  for (let mb = 0; mb < 40; mb++) {
    for (let i = 0; i < MB / CHUNK_BYTES; i++) Buffer.allocUnsafeSlow(CHUNK_BYTES).fill(1)
    onMegabyte()
    await nextTask()
    peak = Math.max(peak, externalBytes())
  }
  return peak - baseline
}

test('a scavenge every megabyte keeps the chunks already forwarded from piling up', async () => {
  // Left alone, V8 lets them pile up for megabytes before it collects (10 MB per upload).
  expect(await streamThrough(collectYoungGarbage)).toBeLessThan(3 * MB)
})

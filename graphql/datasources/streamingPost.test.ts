import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { streamingPost } from './streamingPost'

let handle: (req: IncomingMessage, res: ServerResponse) => void
let server: Server
let url: string
beforeAll(async () => {
  server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/upload`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const MB = 1024 * 1024

async function* megabytes(count: number, onChunk: () => void = () => {}) {
  for (let i = 0; i < count * 16; i++) {
    onChunk()
    yield Buffer.alloc(64 * 1024, i % 251)
  }
}

const post = (body: AsyncIterable<Uint8Array>, timeoutMs = 5_000) =>
  streamingPost(url, { headers: { 'content-type': 'application/octet-stream', 'x-test': 'yes' }, body, timeoutMs })

test('sends the whole body with the headers and resolves with the answer', async () => {
  handle = (req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.length))
    req.on('end', () => res.end(JSON.stringify({ bytes, method: req.method, header: req.headers['x-test'] })))
  }
  const answer = await post(megabytes(3))
  expect(answer.status).toBe(200)
  expect(JSON.parse(answer.body)).toEqual({ bytes: 3 * MB, method: 'POST', header: 'yes' })
})

test('reads the source no faster than the upstream takes it', async () => {
  let produced = 0
  let resumeUpstream = () => {}
  let producedWhilePaused = 0
  handle = (req, res) => {
    req.pause()
    resumeUpstream = () => {
      producedWhilePaused = produced
      req.resume()
      req.on('end', () => res.end('{}'))
    }
  }
  const answer = post(megabytes(20, () => (produced += 64 * 1024)))
  await new Promise((resolve) => setTimeout(resolve, 300))
  resumeUpstream()
  await answer
  // Only what the sockets' buffers hold was read ahead, not the 20 MB.
  expect(producedWhilePaused).toBeLessThan(10 * MB)
  expect(produced).toBe(20 * MB)
  // 20 MB through loopback: seconds when the machine's two cores are busy with other suites.
}, 30_000)

test('an answer before the body is taken (a refusal) resolves, and the rest is never read', async () => {
  let produced = 0
  handle = (_req, res) => {
    res.writeHead(413, { 'content-type': 'application/json', connection: 'close' })
    res.end(JSON.stringify({ data: { message: 'Файл больше 10 МБ' } }))
  }
  const answer = await post(megabytes(50, () => (produced += 64 * 1024)))
  expect(answer).toEqual({ status: 413, body: JSON.stringify({ data: { message: 'Файл больше 10 МБ' } }) })
  expect(produced).toBeLessThan(50 * MB)
})

test('a failing source fails the call', async () => {
  handle = (req, res) => {
    req.resume()
    req.on('end', () => res.end('{}'))
  }
  async function* failing() {
    yield Buffer.from('first part')
    throw new Error('too large')
  }
  await expect(post(failing())).rejects.toThrow()
})

test('no answer in time is a TimeoutError', async () => {
  handle = (req) => req.resume()
  await expect(post(megabytes(1), 200)).rejects.toMatchObject({ name: 'TimeoutError' })
})

test('a closed port fails the call', async () => {
  await expect(
    streamingPost('http://127.0.0.1:9/v1/upload', { headers: {}, body: megabytes(1), timeoutMs: 2_000 }),
  ).rejects.toThrow()
})

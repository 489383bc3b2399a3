import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload, UploadConfig } from 'payload'

import { readStoredFile } from './storedFile'

// Payload's request factory needs a whole Payload; the handlers only get to see what it passes on.
jest.mock('payload', () => ({
  createLocalReq: jest.fn(async ({ req }: { req: object }) => ({ ...req, local: true })),
}))

type Handler = NonNullable<UploadConfig['handlers']>[number]

function payloadWith(upload: Partial<UploadConfig>): Payload {
  return { collections: { 'statement-scans': { config: { upload } } } } as unknown as Payload
}

const SCAN = { id: '0b7e0c3e-4f7a-4a55-9a53-0d0b8f0f5b11', filename: '0b7e0c3e-4f7a-4a55-9a53-0d0b8f0f5b11.jpg' }
const text = (body: ReadableStream<Uint8Array>) => new Response(body).text()

describe('readStoredFile: a collection with a storage handler (the bucket)', () => {
  it('asks the handler as Payload’s file route does, with the stored document and no caller headers', async () => {
    const handler = jest.fn<ReturnType<Handler>, Parameters<Handler>>(
      () => new Response('bytes', { headers: { 'content-length': '5' } }),
    )
    const signal = new AbortController().signal
    const file = await readStoredFile(payloadWith({ handlers: [handler] }), 'statement-scans', SCAN, signal)
    expect(file?.size).toBe(5)
    expect(await text(file!.body)).toBe('bytes')
    const [req, args] = handler.mock.calls[0]!
    expect(req).toMatchObject({ signal, local: true })
    expect(args.doc).toBe(SCAN)
    expect(args.params).toEqual({ collection: 'statement-scans', filename: SCAN.filename })
    expect([...args.headers!.keys()]).toEqual([])
  })

  it('skips handlers that pass, as Payload does, and is null when none answers or the object is missing', async () => {
    const passes: Handler = () => undefined
    const missing: Handler = () => new Response(null, { status: 404 })
    expect(await readStoredFile(payloadWith({ handlers: [passes] }), 'statement-scans', SCAN)).toBeNull()
    expect(await readStoredFile(payloadWith({ handlers: [passes, missing] }), 'statement-scans', SCAN)).toBeNull()
  })

  it('fails on any other answer, so an outage of the store is an error and not a missing file', async () => {
    const failing: Handler = () => new Response('Internal Server Error', { status: 500 })
    await expect(readStoredFile(payloadWith({ handlers: [failing] }), 'statement-scans', SCAN)).rejects.toThrow(
      /The file store answered 500/,
    )
  })
})

describe('readStoredFile: files on local disk', () => {
  let dir = ''
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'anapa-stored-file-'))
    writeFileSync(path.join(dir, SCAN.filename), 'scan bytes')
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('streams the file from the collection’s folder with its size', async () => {
    const file = await readStoredFile(payloadWith({ staticDir: dir }), 'statement-scans', SCAN)
    expect(file?.size).toBe(10)
    expect(await text(file!.body)).toBe('scan bytes')
  })

  it('is null for a missing file, and reads only from the folder whatever the stored name says', async () => {
    const local = payloadWith({ staticDir: dir })
    const named = (filename: string) => readStoredFile(local, 'statement-scans', { id: 'x', filename })
    expect(await named('absent.jpg')).toBeNull()
    // Any directory part is dropped: the name finds the scan in the folder, or nothing.
    expect(await named(`../../etc/${SCAN.filename}`)).not.toBeNull()
    expect(await named('../../etc/passwd')).toBeNull()
  })
})

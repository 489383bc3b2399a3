import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { batcher, indexNowBody, keyLocationOf, submitToIndexNow } from './submit'

const config = (endpoint: string) => ({ endpoint, key: 'a1b2c3d4e5f6a7b8', keyLocation: null })

describe('indexNowBody', () => {
  it('names the site, the key and its file at the site root', () => {
    expect(
      indexNowBody(config('https://yandex.com/indexnow'), 'https://anapa.ru', ['https://anapa.ru/plyazhi/7']),
    ).toEqual({
      host: 'anapa.ru',
      key: 'a1b2c3d4e5f6a7b8',
      keyLocation: 'https://anapa.ru/a1b2c3d4e5f6a7b8.txt',
      urlList: ['https://anapa.ru/plyazhi/7'],
    })
  })

  it('uses INDEXNOW_KEY_LOCATION when given', () => {
    const located = { ...config('https://yandex.com/indexnow'), keyLocation: 'https://anapa.ru/keys/k.txt' }
    expect(keyLocationOf(located, 'https://anapa.ru')).toBe('https://anapa.ru/keys/k.txt')
  })
})

describe('submitToIndexNow against an endpoint', () => {
  let server: Server
  let endpoint: string
  let bodies: unknown[]
  let respond: (res: ServerResponse) => void
  const logger = { info: jest.fn(), warn: jest.fn() }

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        bodies.push({ method: req.method, type: req.headers['content-type'], body: JSON.parse(body) })
        respond(res)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/indexnow`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(() => {
    bodies = []
    respond = (res) => res.writeHead(202).end()
    jest.clearAllMocks()
  })

  it('POSTs the JSON form and logs the success', async () => {
    await submitToIndexNow(config(endpoint), 'http://localhost:3000', ['http://localhost:3000/plyazhi/7'], logger)
    expect(bodies).toEqual([
      {
        method: 'POST',
        type: 'application/json; charset=utf-8',
        body: expect.objectContaining({ host: 'localhost:3000', urlList: ['http://localhost:3000/plyazhi/7'] }),
      },
    ])
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('1 URL(s) announced (202)'))
  })

  it('sends nothing for no URLs', async () => {
    await submitToIndexNow(config(endpoint), 'http://localhost:3000', [], logger)
    expect(bodies).toEqual([])
  })

  it.each([400, 403, 422, 429, 500])('logs HTTP %i as a warning and never throws', async (status) => {
    respond = (res) => res.writeHead(status).end()
    await expect(submitToIndexNow(config(endpoint), 'http://localhost:3000', ['u'], logger)).resolves.toBeUndefined()
    expect(logger.warn).toHaveBeenCalledWith(`IndexNow answered ${status} for 1 URL(s)`)
  })

  it('logs an unreachable endpoint as a warning and never throws', async () => {
    const closed = config('http://127.0.0.1:9/indexnow')
    await expect(submitToIndexNow(closed, 'http://localhost:3000', ['u'], logger)).resolves.toBeUndefined()
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/^IndexNow failed: /))
  })
})

describe('batcher', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('sends the URLs of one moment once each, in one call', () => {
    const send = jest.fn(() => Promise.resolve())
    const add = batcher(send, 500)
    add(['https://a/1', 'https://a/2'])
    add(['https://a/2', 'https://a/3'])
    expect(send).not.toHaveBeenCalled()
    jest.advanceTimersByTime(500)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(['https://a/1', 'https://a/2', 'https://a/3'])
    add(['https://a/1'])
    jest.advanceTimersByTime(500)
    expect(send).toHaveBeenLastCalledWith(['https://a/1'])
    add([])
    jest.advanceTimersByTime(500)
    expect(send).toHaveBeenCalledTimes(2)
  })
})

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { httpProvider } from './http'

/** A fake SMS gateway on an ephemeral port: records requests and answers as the test says. */
type Received = { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }

let server: Server
let baseUrl: string
let received: Received[]
let respond: (res: ServerResponse) => void

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      respond(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
  respond = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}')
})

const message = {
  phone: '79181234567',
  text: 'Код для входа на портал Анапы: 123456. Никому его не сообщайте.',
  code: '123456',
}

describe('httpProvider against a gateway', () => {
  it('POSTs {phone, text} as JSON with the bearer token', async () => {
    await httpProvider({ url: `${baseUrl}/sms/send`, token: 'gateway-token' }).send(message)
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/sms/send')
    expect(request.headers.authorization).toBe('Bearer gateway-token')
    expect(request.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(request.body)).toEqual({ phone: message.phone, text: message.text })
  })

  it('does not send the code as a separate field', async () => {
    await httpProvider({ url: baseUrl, token: 't' }).send(message)
    expect(Object.keys(JSON.parse(received[0].body)).sort()).toEqual(['phone', 'text'])
  })

  it.each([400, 401, 500, 503])('fails on HTTP %i without echoing the answer', async (status) => {
    respond = (res) => res.writeHead(status).end(`echo: ${message.text}`)
    const sending = httpProvider({ url: baseUrl, token: 't' }).send(message)
    await expect(sending).rejects.toThrow(`SMS gateway answered HTTP ${status}`)
    await expect(sending).rejects.not.toThrow(/123456/)
  })

  it('gives up after the timeout', async () => {
    respond = () => undefined // never answers
    const started = Date.now()
    await expect(httpProvider({ url: baseUrl, token: 't', timeoutMs: 200 }).send(message)).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('does not follow redirects', async () => {
    respond = (res) => res.writeHead(307, { location: 'http://127.0.0.1:9/elsewhere' }).end()
    await expect(httpProvider({ url: baseUrl, token: 't' }).send(message)).rejects.toThrow()
    expect(received).toHaveLength(1)
  })

  it('fails when the gateway is unreachable', async () => {
    await expect(
      httpProvider({ url: 'http://127.0.0.1:9/', token: 't', timeoutMs: 1000 }).send(message),
    ).rejects.toThrow()
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { readiness } from '@anapa/shared/health/readiness'
import { cmsCheck, redisCheck } from './siteChecks'

/** A stand-in CMS answering the categories call with `status`, after `delayMs`. */
async function standIn(status: number, delayMs = 0): Promise<{ server: Server; url: string; paths: string[] }> {
  const paths: string[] = []
  const server = createServer((req, res) => {
    paths.push(req.url ?? '')
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(status === 200 ? { data: [] } : { data: { message: 'down' } }))
    }, delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths }
}

const quiet = { log: () => {} }

const closing: Server[] = []
afterEach(async () => {
  await Promise.all(closing.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
})

describe('cmsCheck', () => {
  it('passes when the contract answers, asking a small list', async () => {
    const cms = await standIn(200)
    closing.push(cms.server)
    const { httpStatus, body } = await readiness([cmsCheck(cms.url)], quiet)
    expect(httpStatus).toBe(200)
    expect(body.status).toBe('ready')
    expect(cms.paths[0]).toMatch(/^\/v1\/magazines\/categories\?/)
  })

  it('fails on an error answer, a slow answer and no answer at all', async () => {
    const broken = await standIn(502)
    const slow = await standIn(200, 1000)
    closing.push(broken.server, slow.server)
    for (const url of [broken.url, slow.url, 'http://127.0.0.1:9']) {
      const { httpStatus, body } = await readiness([cmsCheck(url)], { ...quiet, timeoutMs: 300 })
      expect(httpStatus).toBe(503)
      expect(body.checks.cms?.ok).toBe(false)
    }
  })
})

describe('redisCheck', () => {
  it('fails fast and quietly when nothing listens', async () => {
    const started = Date.now()
    const { httpStatus, body } = await readiness([redisCheck('redis://127.0.0.1:9')], { ...quiet, timeoutMs: 1500 })
    expect(httpStatus).toBe(200)
    expect(body.status).toBe('degraded')
    expect(body.checks.redis?.ok).toBe(false)
    expect(Date.now() - started).toBeLessThan(1600)
  })
})

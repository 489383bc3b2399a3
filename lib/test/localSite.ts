import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type Handler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void

/**
 * Some of the site's own routes (its upload and photo proxies) on a local port in front of the real
 * CMS, for one test file: started before its tests, stopped after them. `url()` is its address once
 * started. The site's origin is http://portal.test, which the proxies' CSRF check expects.
 */
export function localSite(handle: Handler): { url: () => string } {
  let site: Server
  let url = ''
  beforeAll(async () => {
    process.env.SITE_URL = 'http://portal.test'
    site = createServer((req, res) => handle(req, res, new URL(req.url ?? '/', 'http://x').pathname))
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })
  afterAll(() => {
    // Keep-alive sockets of fetch would hold the server (and jest) open.
    site.closeAllConnections()
    return new Promise<void>((resolve) => site.close(() => resolve()))
  })
  return { url: () => url }
}

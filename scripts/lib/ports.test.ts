import net from 'node:net'

import { canConnect, freePort } from './ports.mjs'

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy())
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()))

describe('loopback ports (scripts/lib/ports.mjs)', () => {
  it('freePort gives a port nothing listens on, which can then be bound', async () => {
    const port = await freePort()
    expect(port).toBeGreaterThan(0)
    expect(await canConnect(port)).toBe(false)
    const server = await listen(port)
    await close(server)
  })

  it('canConnect is true while a server listens and false once it is closed', async () => {
    const server = await listen(0)
    const { port } = server.address() as net.AddressInfo
    expect(await canConnect(port)).toBe(true)
    await close(server)
    expect(await canConnect(port)).toBe(false)
  })
})

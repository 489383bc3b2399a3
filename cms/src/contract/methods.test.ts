import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { allowedMethods, CONTRACT_ROUTES, contractMethods, refuseMethod } from './methods'

const CONTRACT_DIR = path.join(__dirname, '../app/(contract)')

/** Every route.ts under app/(contract) with the methods it exports, as `/v1/beaches/[id]`. */
function routeFiles(dir = CONTRACT_DIR, prefix = ''): Record<string, string[]> {
  const found: Record<string, string[]> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) Object.assign(found, routeFiles(full, `${prefix}/${entry.name}`))
    else if (entry.name === 'route.ts' && !prefix.includes('[...') && !prefix.includes('[[...')) {
      const source = readFileSync(full, 'utf8')
      const methods = [...source.matchAll(/^export const (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/gm)].map(
        (m) => m[1]!,
      )
      found[prefix] = methods.sort()
    }
  }
  return found
}

describe('the contract route table', () => {
  it('lists exactly the routes and handlers of app/(contract)', () => {
    const table = Object.fromEntries(Object.entries(CONTRACT_ROUTES).map(([route, m]) => [route, [...m].sort()]))
    expect(table).toEqual(routeFiles())
  })

  it('prefers literal segments to parameters, as Next does', () => {
    expect(contractMethods('/v1/beaches/groups')).toEqual(['GET'])
    expect(contractMethods('/v1/user')).toEqual(['GET', 'PUT', 'DELETE'])
    expect(contractMethods('/v1/beaches/12')).toEqual(['GET'])
    expect(contractMethods('/v1/beaches/12/x')).toBeNull()
    expect(contractMethods('/v1/unknown')).toBeNull()
  })
})

describe('refuseMethod', () => {
  it.each([
    ['TRACE', '/v1/magazines', 'GET, HEAD, OPTIONS'],
    ['TRACE', '/admin', 'GET, HEAD, OPTIONS'],
    ['TRACE', '/api/users', 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'],
    ['TRACK', '/', 'GET, HEAD, OPTIONS'],
    ['CONNECT', '/v1/user', 'DELETE, GET, HEAD, OPTIONS, PUT'],
    ['PROPFIND', '/v1/nothing', 'GET, HEAD, OPTIONS'],
    ['PUT', '/v1/magazines', 'GET, HEAD, OPTIONS'],
    ['GET', '/v1/authorize/login', 'OPTIONS, POST'],
    ['HEAD', '/v1/authorize/login', 'OPTIONS, POST'],
    ['PATCH', '/v1/user', 'DELETE, GET, HEAD, OPTIONS, PUT'],
  ])('refuses %s %s with Allow: %s', (method, pathname, allow) => {
    expect(refuseMethod(method, pathname)).toEqual({
      allow,
      message: `Метод ${method} не поддерживается для этого адреса. Допустимые методы: ${allow}`,
    })
  })

  it.each([
    ['GET', '/v1/magazines'],
    ['HEAD', '/v1/magazines'],
    ['OPTIONS', '/v1/magazines'],
    ['POST', '/v1/authorize/login'],
    ['DELETE', '/v1/user'],
    // Unknown contract addresses go on to the JSON 404, whatever the method.
    ['PUT', '/v1/nothing'],
    // Payload and the admin decide for themselves among the methods Next knows.
    ['PATCH', '/api/magazines/1'],
    ['POST', '/admin/login'],
  ])('lets %s %s through', (method, pathname) => {
    expect(refuseMethod(method, pathname)).toBeNull()
  })

  it('answers HEAD with GET and OPTIONS everywhere', () => {
    expect(allowedMethods('/v1/beaches/groups/3')).toEqual(['GET', 'HEAD', 'OPTIONS'])
  })
})

import { validatingFetch } from './seam'

/**
 * Both integration projects (jest.config.ts): every answer the contract gives during a test is checked
 * against docs/api/openapi.yaml, and a test whose answers break the document fails, whatever the
 * test itself asserted.
 */
const violations: string[] = []
const realFetch = globalThis.fetch
const baseUrl = process.env.API_BASE_URL
if (!baseUrl) throw new Error('API_BASE_URL is not set: lib/test/cmsGlobalSetup.mjs starts the CMS and sets it')

globalThis.fetch = validatingFetch(realFetch, baseUrl, (found) => violations.push(...found))

function failOnViolations() {
  if (violations.length === 0) return
  const found = violations.splice(0)
  throw new Error(`Answers that break docs/api/openapi.yaml:\n- ${found.join('\n- ')}`)
}

// In afterEach the error fails the test that made the calls; afterAll catches calls made in beforeAll.
afterEach(failOnViolations)
afterAll(() => {
  failOnViolations()
  globalThis.fetch = realFetch
})

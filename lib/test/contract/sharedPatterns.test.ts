import { SITE_PATH_PATTERN } from '@anapa/shared/net/sitePath'
import { OpenApiContract, type JsonSchema } from './openapi'

/**
 * Patterns docs/api/openapi.yaml states for a rule whose code lives in packages/shared: the document
 * is the contract and keeps its own copy, so this holds the copy equal to the rule the CMS enforces
 * and the gateway trusts. JSON Schema patterns are written without JavaScript's escaped «/», which
 * RegExp's `source` adds back.
 */
const doc = new OpenApiContract()
const patternAt = (pointer: string) => {
  const schema = doc.resolve<JsonSchema>({ $ref: `#${pointer}` }, '').value
  return typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u').source : undefined
}

describe('patterns of the contract that packages/shared also holds', () => {
  it("a notification's link is a path on the site (net/sitePath)", () => {
    expect(patternAt('/components/schemas/PushNotification/properties/link')).toBe(SITE_PATH_PATTERN.source)
  })
})

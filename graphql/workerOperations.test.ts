import { parse, validate } from 'graphql'

import { DROP_MUTATION, RENEW_MUTATION } from '@/lib/pwa/worker/pushRenewal'
import { schema } from './schema'

/**
 * The service worker writes its two operations as text (it carries no GraphQL tooling); this keeps
 * them valid against the gateway's schema, so a schema change that breaks them fails here.
 */
describe('the service worker’s operations (lib/pwa/worker/pushRenewal.ts)', () => {
  it.each([RENEW_MUTATION, DROP_MUTATION])('are valid against the gateway’s schema: %s', (text) => {
    expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([])
  })
})

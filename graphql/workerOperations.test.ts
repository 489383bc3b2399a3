import { parse, validate } from 'graphql'

import {
  ADD_QUEUED_FAVORITE,
  CREATE_QUEUED_APPEAL,
  OUTBOX_OWNER_QUERY,
  REMOVE_QUEUED_FAVORITE,
} from '@/lib/offline/sendQueued'
import { DROP_MUTATION, RENEW_MUTATION } from '@/lib/pwa/worker/pushRenewal'
import { schema } from './schema'

/**
 * The service worker writes its operations as text (it carries no GraphQL tooling); this keeps
 * them valid against the gateway's schema, so a schema change that breaks them fails here.
 */
describe('the service worker’s operations (lib/pwa/worker/pushRenewal.ts)', () => {
  it.each([
    RENEW_MUTATION,
    DROP_MUTATION,
    OUTBOX_OWNER_QUERY,
    CREATE_QUEUED_APPEAL,
    ADD_QUEUED_FAVORITE,
    REMOVE_QUEUED_FAVORITE,
  ])('are valid against the gateway’s schema: %s', (text) => {
    expect(validate(schema, parse(text)).map((error) => error.message)).toEqual([])
  })
})

// @ts-check
/**
 * The bell's list as a signed-in browser asks for it: components/notifications/notificationsQuery.ts
 * (`NotificationsQuery`) sent by the page's Apollo Client (lib/apollo/browserClient.ts) to the
 * gateway, POST /api/graphql. Apollo's cache adds `__typename` to every selection and its HttpLink
 * sends the client library in `extensions`, so QUERY below is what leaves the browser. The
 * gateway runs a query from any origin (only mutations must come from ours,
 * docs/architecture.md#4-session-and-security-rules); Apollo's CSRF prevention lets it through
 * because its content type is JSON, which no plain form can send.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { addTypenameToDocument } from '@apollo/client/utilities'
import { print } from 'graphql'

import { ROOT } from '../lib/paths.mjs'

export const BELL_PATH = '/api/graphql'

/**
 * The query's text as Apollo Client prints it: the site's own generated document
 * (components/notifications/notificationsQuery.ts, through codegen), with the `__typename`s its
 * cache adds. Node loads the generated TypeScript by stripping its types.
 */
const QUERY = print(
  addTypenameToDocument(
    /** @type {{ NotificationsQueryDocument: import('graphql').DocumentNode }} */ (
      await import(pathToFileURL(path.join(ROOT, 'lib', '__generated__', 'gql', 'graphql.ts')).href)
    ).NotificationsQueryDocument,
  ),
)

/** The version of @apollo/client the site ships, as its HttpLink reports it. */
const APOLLO_CLIENT_VERSION = /** @type {{ version: string }} */ (
  createRequire(import.meta.url)('@apollo/client/package.json')
).version

export const BELL_BODY = JSON.stringify({
  operationName: 'NotificationsQuery',
  variables: {},
  extensions: { clientLibrary: { name: '@apollo/client', version: APOLLO_CLIENT_VERSION } },
  query: QUERY,
})

/**
 * The request's headers on a site whose origin is `origin`: a browser's fetch sends its origin with
 * every POST, and Apollo's HttpLink its content type and accept header.
 *
 * @param {string} origin
 */
export const bellHeaders = (origin) => ({
  'Content-Type': 'application/json',
  Accept: 'application/graphql-response+json,application/json;q=0.9',
  Origin: origin,
})

/**
 * The signed-in browser's Cookie header: the session's `token` and the hint the gateway sets beside
 * it (lib/sessionHint.ts, `signed_in=1`).
 *
 * @param {string} token
 */
export const residentCookieHeader = (token) => `token=${token}; signed_in=1`

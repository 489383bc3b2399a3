// @ts-check

/**
 * The demo resident the seed creates when a stack's secrets carry SEED_RESIDENT_PASSWORD
 * (scripts/lib/stack.mjs), signed in the ways the scripts need it: the one home of its phone and
 * of these sign-ins, for the bench and the resilience suite.
 */

import { retriedOnDroppedConnection } from './droppedConnection.mjs'

/** The demo resident's phone, as cms/src/seed/steps/demoResident.ts seeds it. */
export const DEMO_RESIDENT_PHONE = '79990000001'

/**
 * The demo resident signed in on a site (an instance or nginx in front of it) through the
 * gateway's `login` mutation, as the sign-in dialog does: the Cookie header to send with cabinet
 * pages (the session's `token` cookie and its hint).
 *
 * @param {string} siteUrl
 * @param {string | null} password the stack's residentPassword; null when no demo resident was seeded
 */
export async function residentCookie(siteUrl, password) {
  if (!password) throw new Error('no demo resident: the stack was started without SEED_RESIDENT_PASSWORD')
  const response = await retriedOnDroppedConnection(() =>
    fetch(`${siteUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { id } }',
        variables: { phone: DEMO_RESIDENT_PHONE, password },
      }),
    }),
  )
  /** @type {{ errors?: unknown }} */
  const body = await response.json()
  if (!response.ok || body.errors) {
    throw new Error(`resident login on ${siteUrl} → ${response.status} ${JSON.stringify(body.errors)}`)
  }
  // split() always gives at least one part.
  const cookies = response.headers.getSetCookie().map((cookie) => /** @type {string} */ (cookie.split(';')[0]))
  if (!cookies.some((cookie) => cookie.startsWith('token='))) throw new Error('the login set no token cookie')
  return cookies.join('; ')
}

/**
 * The demo resident's bearer token straight from the CMS (`POST /v1/authorize/login`,
 * docs/api/openapi.yaml), for calling the CMS's resident endpoints as an app does.
 *
 * @param {string} apiBaseUrl the CMS's origin
 * @param {string | null} password
 */
export async function residentToken(apiBaseUrl, password) {
  if (!password) throw new Error('no demo resident: the stack was started without SEED_RESIDENT_PASSWORD')
  const response = await retriedOnDroppedConnection(() =>
    fetch(`${apiBaseUrl}/v1/authorize/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_RESIDENT_PHONE, password }),
    }),
  )
  /** @type {{ data?: { token?: string } }} */
  const body = await response.json()
  const token = body.data?.token
  if (!response.ok || !token) throw new Error(`resident login on the CMS → ${response.status}`)
  return token
}

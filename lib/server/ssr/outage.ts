import { hasGatewayErrorCode } from './gatewayErrors'

/**
 * The gateway's answer when the CMS is down, hung past the 5 s timeout or answering 5xx
 * (graphql/datasources/errors.ts): an outage of the CMS, not a fault of the page.
 */
export const isUpstreamUnavailable = (error: unknown) => hasGatewayErrorCode(error, 'UPSTREAM_UNAVAILABLE')

/** How long a client is asked to wait before trying again during a CMS outage. */
export const RETRY_AFTER_SECONDS = 30

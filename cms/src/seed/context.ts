import type { RequestContext } from 'payload'

/**
 * Every seed write passes this context: the revalidation hooks skip on `disableRevalidate`,
 * so seeding a fresh database never calls a site that is not up yet (docs/architecture.md#3-pages).
 * A function, not a constant, because Payload may add keys to the context it is given.
 */
export const seedContext = (): RequestContext => ({ disableRevalidate: true })

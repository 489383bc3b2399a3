// @ts-check
/**
 * Where the cookie banner's acceptance is remembered (docs/spec.md#4-states-and-transitions Cookie banner: "Acceptance
 * is stored locally"). Its own module, CommonJS like ./inlineScripts.js which builds the consent script from
 * it: the banner imports only these two names, and a CommonJS module is bundled whole, so importing
 * them from ./inlineScripts put both inline scripts and their hashes into every page's shared JS.
 */
const COOKIE_CONSENT_KEY = 'cookie-consent'
const COOKIE_CONSENT_ACCEPTED = 'accepted'

module.exports = { COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED }

// @ts-check
/**
 * The site's only executable inline script, and the hash the CSP allows it by (script-src stays
 * 'self' plus this one hash: an ISR page is rendered once for everyone, so it cannot carry a nonce).
 * CommonJS for the same reason as ./headers.js. lib/security/inlineScripts.test.ts checks the hash.
 *
 * Issue 14: the cookie banner is in the server HTML, so it paints with the page instead of after
 * hydration (it had been the home page's LCP at 3.7 s on a phone). A visitor who accepted it before
 * must never see it flash: this runs in <head>, before the body is parsed, and marks <html>; the
 * banner's CSS hides it under that mark.
 */

const { COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED } = require('./cookieConsent')

const CONSENT_SCRIPT = `try{if(localStorage.getItem("${COOKIE_CONSENT_KEY}")==="${COOKIE_CONSENT_ACCEPTED}")document.documentElement.dataset.cookieConsent="${COOKIE_CONSENT_ACCEPTED}"}catch(e){}`

/** CSP source for CONSENT_SCRIPT: base64 SHA-256 of its exact text. */
const CONSENT_SCRIPT_SOURCE = "'sha256-+Kja++ETkmA7giD4Vp1iYIXl3QCEbnieShaZsFJ3H6U='"

module.exports = { CONSENT_SCRIPT, CONSENT_SCRIPT_SOURCE }

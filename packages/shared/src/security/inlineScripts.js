// @ts-check
/**
 * The site's executable inline scripts, and the hashes the CSP allows them by (script-src stays
 * 'self' plus these hashes: an ISR page is rendered once for everyone, so it cannot carry a nonce).
 * CommonJS for the same reason as ./headers.js. lib/security/inlineScripts.test.ts checks the hash.
 *
 * The cookie banner is in the server HTML, so it paints with the page instead of after
 * hydration (it had been the home page's LCP at 3.7 s on a phone). A visitor who accepted it before
 * must never see it flash: this runs in <head>, before the body is parsed, and marks <html>; the
 * banner's CSS hides it under that mark.
 */

const { COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED } = require('./cookieConsent')

const CONSENT_SCRIPT = `try{if(localStorage.getItem("${COOKIE_CONSENT_KEY}")==="${COOKIE_CONSENT_ACCEPTED}")document.documentElement.dataset.cookieConsent="${COOKIE_CONSENT_ACCEPTED}"}catch(e){}`

/** CSP source for CONSENT_SCRIPT: base64 SHA-256 of its exact text. */
const CONSENT_SCRIPT_SOURCE = "'sha256-+Kja++ETkmA7giD4Vp1iYIXl3QCEbnieShaZsFJ3H6U='"

/**
 * The page's scripts run after the browser has painted the server's HTML. Next puts them
 * in <head> as `defer`, so scripts that arrived with the stylesheets ran before the first frame,
 * and a phone painted the page's largest picture only after fetching and evaluating ~130 kB of
 * JavaScript. The document lists them on this script instead (`data-scripts`, built by
 * pages/_document.tsx); it adds them in order (async=false keeps the order of execution) once a
 * frame has been drawn. A hidden tab draws no frames: the timer starts them there. Both wait until
 * the whole document has been parsed, as `defer` did: on a slow connection the browser paints
 * the first part of the body before the rest has arrived, and Next's scripts read the page data
 * at its end (an e2e run caught main.js failing on a missing __NEXT_DATA__).
 */
const SCRIPTS_AFTER_PAINT =
  '(function(){var d=document,s=d.currentScript,l=JSON.parse(s.dataset.scripts),done=0;' +
  'function go(){if(done)return;done=1;l.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=false;d.head.appendChild(e)})}' +
  'function parsed(){requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",parsed);else parsed()})()'

/** CSP source for SCRIPTS_AFTER_PAINT. */
const SCRIPTS_AFTER_PAINT_SOURCE = "'sha256-ydjANpobYhncDFFByVA+WL+VbMmuFJMlS5ENUh+p57k='"

module.exports = {
  CONSENT_SCRIPT,
  CONSENT_SCRIPT_SOURCE,
  SCRIPTS_AFTER_PAINT,
  SCRIPTS_AFTER_PAINT_SOURCE,
}

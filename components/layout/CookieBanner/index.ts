export { CookieBanner } from './CookieBanner'
export { COOKIE_CONSENT_KEY } from './useCookieConsent'

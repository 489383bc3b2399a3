export { SessionContext, SessionProvider, useSession } from './SessionContext'
export type { SessionProviderProps, SessionStatus, SessionValue } from './SessionContext'
export type { SessionProps, SessionUser } from '@/lib/pageProps'

/**
 * Decides after hydration whether to ask `me`, and only then loads Apollo in its own chunk
 * (docs/decisions/0009-signing-in-from-the-browser.md: no Apollo in first-load JS, and none at all for visitors).
 */
export { SessionGate } from './SessionGate'

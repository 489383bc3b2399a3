import dynamic from 'next/dynamic'

export { SessionContext, SessionProvider, useSession } from './SessionContext'
export type { SessionProps, SessionProviderProps, SessionStatus, SessionUser, SessionValue } from './SessionContext'

/** Loads `me` after hydration, in its own chunk with Apollo (docs/decisions.md: no Apollo in first-load JS). */
export const SessionLoader = dynamic(() => import('./SessionLoader'), { ssr: false })

// A type-only import: erased at build time, so the generated documents stay out of any bundle.
import type { SessionContext_UserFragment } from '@/lib/__generated__/gql/graphql'

/**
 * The props the server hands to pages: lib/server builds them and the views read them, so their
 * types live here, below both, rather than in either.
 */

/** The signed-in resident as every page knows them (docs/spec.md#3-entities-and-their-fields User). */
export type SessionUser = SessionContext_UserFragment

/** What every cabinet page receives from its server guard (lib/server/session/withSession.ts). */
export type SessionProps = { me: SessionUser }

/** What a page in an editor's draft preview carries (lib/server/ssr/factory.ts): the admin's origin. */
export type DraftInfo = { cmsOrigin: string }

/**
 * What a pre-filled cabinet page receives besides the session (lib/server/ssr/cabinet.ts): the answer to
 * the query its view reads, or null when the server could not get it and the view asks for it itself.
 */
export type PrefillProps<TData> = { prefill: TData | null }

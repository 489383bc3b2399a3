import type { ResidentCopyAppealQueryQuery, ResidentCopyQueryQuery } from '@/lib/__generated__/gql/graphql'
import { withResidentDatabase } from './residentDatabase'

/**
 * The signed-in resident's own lists, kept on this device for reading without a connection
 * (docs/decisions/0047-resident-data-offline.md). They are private, so they live in IndexedDB under
 * the resident they belong to, never in the service worker's caches, which every visitor of the
 * device shares. One resident at a time: a copy for anyone else is replaced, and sign-out, account
 * deletion and an ended session delete it (./forgetResidentCopy.ts).
 */

export type ResidentLists = ResidentCopyQueryQuery
export type KeptAppeal = ResidentCopyAppealQueryQuery['appeal']
export type KeptBeachConditions = ResidentLists['beachConditions']['items'][number]

export interface ResidentCopy {
  /** The resident's id: a copy is shown only to the resident this browser knows as signed in. */
  owner: string
  /** ISO time of the gateway's answer. */
  savedAt: string
  favorites: ResidentLists['favorites']
  notifications: ResidentLists['notifications']
  bookings: ResidentLists['bookings']['items']
  permitApplications: ResidentLists['residentPermitApplications']
  /** The newest appeals, each with its history and answer. */
  appeals: KeptAppeal[]
  /** The conditions of the beaches among the favourites only. */
  favoriteBeaches: KeptBeachConditions[]
}

const CURRENT = 'current'

/** The copy on this device, or null when there is none or IndexedDB is unavailable. */
export async function readResidentCopy(): Promise<ResidentCopy | null> {
  try {
    return (await withResidentDatabase((db) => db.get('copy', CURRENT))) ?? null
  } catch {
    return null
  }
}

/** Replaces whatever copy the device held, anyone's, with this one. */
export async function saveResidentCopy(copy: ResidentCopy): Promise<void> {
  await withResidentDatabase((db) => db.put('copy', copy, CURRENT))
}

/** The copy, when it belongs to `residentId`: a copy of anyone else is never shown. */
export const copyFor = (copy: ResidentCopy | null, residentId: string | null | undefined) =>
  copy && residentId && copy.owner === residentId ? copy : null

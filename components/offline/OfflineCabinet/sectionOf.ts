import { FAVOURITES_HREF, PERMIT_APPLICATIONS_HREF, isActivePath } from '@/lib/routes'

/** Which part of the resident's copy a cabinet address shows offline (./OfflineCabinet.tsx). */
export type OfflineSection =
  | { kind: 'favorites' }
  | { kind: 'bookings' }
  | { kind: 'booking'; id: string }
  | { kind: 'permits' }
  | { kind: 'appeals' }
  | { kind: 'appeal'; id: string }
  | { kind: 'overview' }

export const BOOKINGS_PATH = '/pokupki'
export const APPEALS_PATH = '/moi-obrashcheniya'

/** /pokupki/{id}, and the route table's /pokupki/detail-sobitiya|detail-tury?booking={id}. */
const BOOKING = /^\/pokupki\/(?:(\d{1,12})|detail-(?:sobitiya|tury)\?(?:.*&)?booking=(\d{1,12}))(?:[&#].*)?$/
const APPEAL = /^\/moi-obrashcheniya\/appeal-(\d{1,12})(?:[?#].*)?$/

/**
 * The section for the address the resident opened (path with its query): a list, one of its items,
 * or, for the cabinet's other pages (the profile, the cars, a form), everything there is.
 */
export function sectionOf(path: string): OfflineSection {
  const booking = BOOKING.exec(path)
  if (booking) return { kind: 'booking', id: (booking[1] ?? booking[2])! }
  const appeal = APPEAL.exec(path)
  if (appeal) return { kind: 'appeal', id: appeal[1]! }
  const pathname = path.split(/[?#]/)[0]!
  if (pathname === FAVOURITES_HREF) return { kind: 'favorites' }
  if (pathname === BOOKINGS_PATH) return { kind: 'bookings' }
  // The new appeal's form too: an appeal sent from it without a connection waits in that list.
  if (pathname === APPEALS_PATH || pathname === `${APPEALS_PATH}/novoe-obrashchenie`) return { kind: 'appeals' }
  if (isActivePath(pathname, PERMIT_APPLICATIONS_HREF)) return { kind: 'permits' }
  return { kind: 'overview' }
}

import { withResidentDatabase } from './residentDatabase'

/**
 * What a resident sent without a connection, kept on the device until it goes
 * (docs/decisions/0048-sending-offline.md): an appeal, with the photos not yet uploaded as files;
 * a favourite added or removed. Private like the copy, so in the resident's own database, and
 * deleted with it at sign-out.
 */

/** A photo of a queued appeal: uploaded already (its id), or the file itself, uploaded when it goes. */
export type QueuedPhoto = { name: string } & ({ id: string } | { file: Blob })

export interface QueuedAppeal {
  /** The appeal's request id: the CMS files one appeal per id, however often it is sent. */
  id: string
  kind: 'appeal'
  /** The resident who sent it; it is only ever sent in their session. */
  owner: string
  /** ISO time it was queued. */
  queuedAt: string
  input: {
    topic_id: string
    text: string
    address: string | null
    location: { lat: number; lon: number } | null
    request_id: string
    consent: true
    /**
     * Shown to everyone or not, as the form showed it when sent; null (and absent, in an entry queued
     * before the choice existed): the topic decides in the CMS.
     */
    is_public?: boolean | null
  }
  /** The topic's name, for the list while it waits. */
  topicName: string
  photos: QueuedPhoto[]
  /** Why the server refused it, in its words; null while it waits to go. */
  refusal: string | null
}

/**
 * A favourite added or removed without a connection. One entry per item, so the resident's last
 * wish replaces an earlier one (added, then removed: the removal goes, and finds nothing to remove).
 */
export interface QueuedFavorite {
  /** `favorite:<entity>:<slug>` */
  id: string
  kind: 'favorite'
  owner: string
  queuedAt: string
  action: 'add' | 'remove'
  /** The gateway's kind (BEACH, PLACE…) and the item's key in its section. */
  entity: string
  slug: string
  /** For the list while it waits. */
  title: string
  refusal: string | null
}

export type QueuedItem = QueuedAppeal | QueuedFavorite

export const queuedFavoriteId = (entity: string, slug: string) => `favorite:${entity}:${slug}`

/** What a page says of anything queued until it goes. */
export const WILL_SEND_WHEN_ONLINE = 'Отправится, когда появится связь'

/** Tabs hear here that the queue changed (queued, sent, refused, deleted), to show it anew. */
export const OUTBOX_CHANNEL = 'anapa-outbox'

export function announceOutboxChange(): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage('changed')
  channel.close()
}

/** Queues an item; an item of the same id (the same favourite) is replaced. */
export async function queueItem(item: QueuedItem): Promise<void> {
  await withResidentDatabase((db) => db.put('outbox', item))
  announceOutboxChange()
}

export const queueAppeal = (appeal: QueuedAppeal) => queueItem(appeal)

/** The resident's queued items, oldest first. */
export async function queuedFor(owner: string): Promise<QueuedItem[]> {
  const items = await withResidentDatabase((db) => db.getAllFromIndex('outbox', 'byOwner', owner))
  return items.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))
}

/** Replaces a queued item with what became of it (a photo uploaded, a refusal). */
export async function updateQueued(item: QueuedItem): Promise<void> {
  await withResidentDatabase(async (db) => {
    // Sent and dropped meanwhile (by another tab): it stays gone.
    if (await db.get('outbox', item.id)) await db.put('outbox', item)
  })
  announceOutboxChange()
}

export async function dropQueued(id: string): Promise<void> {
  await withResidentDatabase((db) => db.delete('outbox', id))
  announceOutboxChange()
}

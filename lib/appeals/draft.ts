import type { LatLon } from '@/lib/map/config'
import { APPEAL_DRAFT_KEY, tabStorage } from '@/lib/tabDrafts'

/**
 * The new appeal typed so far, kept in sessionStorage so a reload or a failed call loses nothing,
 * with the request id of the one appeal it will become: sending it again after a lost
 * answer files nothing twice. sessionStorage, as for the permit draft
 * (docs/decisions/0018-cars-and-permits-on-the-site.md): an
 * appeal may describe the resident's home and must not outlive the tab on a shared computer.
 */

export interface AppealDraftPhoto {
  id: string
  name: string
}

export interface AppealDraft {
  topic_id: string
  text: string
  address: string
  location: LatLon | null
  photos: AppealDraftPhoto[]
  request_id: string
  /**
   * «Показать обращение всем на карте города» as the resident set it; null while they have not touched
   * it, so the box keeps following the chosen topic (docs/decisions/0051-public-appeals-and-open311.md).
   */
  is_public: boolean | null
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

function location(v: unknown): LatLon | null {
  if (!v || typeof v !== 'object') return null
  const { lat, lon } = v as Record<string, unknown>
  return typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon)
    ? { lat, lon }
    : null
}

export function newRequestId(): string {
  return crypto.randomUUID()
}

export function emptyDraft(): AppealDraft {
  return {
    topic_id: '',
    text: '',
    address: '',
    location: null,
    photos: [],
    request_id: newRequestId(),
    is_public: null,
  }
}

export function loadAppealDraft(): AppealDraft | null {
  const raw = tabStorage()?.getItem(APPEAL_DRAFT_KEY)
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown> | null
    if (!parsed || typeof parsed.request_id !== 'string' || !parsed.request_id) return null
    const photos = Array.isArray(parsed.photos)
      ? parsed.photos.flatMap((p: unknown) => {
          const { id, name } = (p ?? {}) as Record<string, unknown>
          return typeof id === 'string' && id ? [{ id, name: text(name) }] : []
        })
      : []
    return {
      topic_id: text(parsed.topic_id),
      text: text(parsed.text),
      address: text(parsed.address),
      location: location(parsed.location),
      photos,
      request_id: parsed.request_id,
      // A draft from before the choice existed, or anything but a boolean: not chosen.
      is_public: typeof parsed.is_public === 'boolean' ? parsed.is_public : null,
    }
  } catch {
    return null
  }
}

export function saveAppealDraft(draft: AppealDraft): void {
  try {
    tabStorage()?.setItem(APPEAL_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Quota or privacy mode: nothing more we can do, and the form itself is unaffected.
  }
}

export function clearAppealDraft(): void {
  tabStorage()?.removeItem(APPEAL_DRAFT_KEY)
}

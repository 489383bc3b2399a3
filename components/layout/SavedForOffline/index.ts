import { clientOnly } from '@/lib/hooks/clientOnly'

/** The footer's line about what is kept for reading offline, in its own chunk after hydration. */
export const SavedForOfflineSlot = clientOnly(() => import('./SavedForOffline').then((m) => m.SavedForOffline))

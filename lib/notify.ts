import { toast } from 'sonner'

import { NOTIFICATION_AUTO_CLOSE_MS } from './constants'

/**
 * The one notification service (ARCHITECTURE §5, spec §8): every toast of the site goes through here,
 * so titles, durations and the action button stay the same everywhere. It wraps sonner; the
 * <Toaster> itself loads after hydration in AppShell.
 */
export interface Notice {
  title: string
  description?: string
  action?: { label: string; onClick: () => void }
  /** Milliseconds; NOTIFICATION_AUTO_CLOSE_MS (5 s, spec §9) unless a rule says otherwise. */
  duration?: number
}

/** Spec §8: failed account calls show this title with the server message as the description. */
export const ERROR_TITLE = 'Произошла ошибка'

type Kind = 'success' | 'error' | 'warning' | 'info'

function show(kind: Kind, { title, description, action, duration = NOTIFICATION_AUTO_CLOSE_MS }: Notice) {
  return toast[kind](title, { description, action, duration })
}

export const notify = {
  success: (notice: Notice) => show('success', notice),
  error: (notice: Notice) => show('error', notice),
  warning: (notice: Notice) => show('warning', notice),
  info: (notice: Notice) => show('info', notice),
  /** Spec §8: 'Произошла ошибка' with the server's message as the description. */
  serverError: (message: string) => show('error', { title: ERROR_TITLE, description: message }),
}

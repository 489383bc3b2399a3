import { toast } from 'sonner'

import { NOTIFICATION_AUTO_CLOSE_MS } from './constants'

/**
 * The one notification service (docs/architecture.md#5-forms-and-validation, docs/spec.md#8-error-catalogue): every
 * toast of the site goes through here, so titles, durations and the action button stay the same everywhere. It wraps
 * sonner; the <Toaster> itself loads after hydration in AppShell.
 */
export interface Notice {
  title: string
  description?: string
  action?: { label: string; onClick: () => void }
  /**
   * Milliseconds; NOTIFICATION_AUTO_CLOSE_MS (5 s, docs/spec.md#9-business-constants-and-limits) unless a rule says
   * otherwise.
   */
  duration?: number
}

/** docs/spec.md#8-error-catalogue: failed account calls show this title with the server message as the description. */
export const ERROR_TITLE = 'Произошла ошибка'

type Kind = 'success' | 'error' | 'warning' | 'info'

// The error toasts on screen: a form moving to its next step dismisses them (dismissErrorToasts).
const errorToasts = new Set<string | number>()

function show(kind: Kind, { title, description, action, duration = NOTIFICATION_AUTO_CLOSE_MS }: Notice) {
  const id = toast[kind](title, { description, action, duration })
  // Dismissing a toast that has already closed does nothing, so closed ones may stay listed until then.
  if (kind === 'error' && id !== undefined) errorToasts.add(id)
  return id
}

/**
 * Closes the error toasts shown so far. A wizard or the sign-in drawer calls it when it moves on: a
 * step's «Неверный код» must not still be on screen over the next step, which it no longer concerns.
 * Success and information toasts stay (the password saved on the last step, for one).
 */
export function dismissErrorToasts(): void {
  for (const id of errorToasts) toast.dismiss(id)
  errorToasts.clear()
}

export const notify = {
  success: (notice: Notice) => show('success', notice),
  error: (notice: Notice) => show('error', notice),
  warning: (notice: Notice) => show('warning', notice),
  info: (notice: Notice) => show('info', notice),
  /** docs/spec.md#8-error-catalogue: 'Произошла ошибка' with the server's message as the description. */
  serverError: (message: string) => show('error', { title: ERROR_TITLE, description: message }),
}

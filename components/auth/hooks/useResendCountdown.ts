import { useEffect, useState } from 'react'

import { CODE_RESEND_INTERVAL_S } from '@/lib/constants'

/** Whole seconds left before a code sent at `sentAt` (ms) may be requested again; 0 when it may. */
export function secondsUntilResend(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0
  return Math.max(0, Math.ceil(CODE_RESEND_INTERVAL_S - (now - sentAt) / 1000))
}

/** The countdown, ticking once a second while it runs. */
export function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  const remaining = secondsUntilResend(sentAt, now)
  useEffect(() => {
    if (remaining === 0) return
    const timer = setTimeout(() => setNow(Date.now()), 1000)
    return () => clearTimeout(timer)
  }, [remaining, now])
  return remaining
}

/** «0:45»: how the drawer shows the wait. */
export const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

import { useBrowserStore } from '@/lib/hooks/useBrowserStore'
import { OPEN_STATE_LABELS, openState } from '@/lib/format/openNow'
import { type WorkingHours, workingHours } from '@/lib/format/workingHours'
import styles from './OpenNow.module.css'

const MINUTE_MS = 60_000

// One clock for every badge on the page: the minute number, which changes only once a minute. The
// badges share one timer, started by the first and stopped with the last, not one timer per card.
const ticks = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
function subscribe(onTick: () => void) {
  ticks.add(onTick)
  timer ??= setInterval(() => ticks.forEach((tick) => tick()), MINUTE_MS / 4)
  return () => {
    ticks.delete(onTick)
    if (ticks.size > 0) return
    clearInterval(timer)
    timer = undefined
  }
}
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS)
// The server and hydration render no clock: an ISR page would keep a stale status for minutes.
const noMinute = () => null

/**
 * 'Открыто сейчас' or 'Закрыто' by the working hours on Anapa's clock, worked out in the browser
 * after hydration and kept current. Until then the line stays empty but keeps its height, so the
 * card does not grow when the status arrives. Nothing at all without usable hours.
 */
export function OpenNow({ hours }: { hours: WorkingHours | null | undefined }) {
  const minute = useBrowserStore(subscribe, currentMinute, noMinute)
  if (!hours || workingHours(hours) === null) return null
  const state = minute === null ? null : openState(hours, new Date(minute * MINUTE_MS))
  return (
    <p className={styles.line} data-state={state ?? undefined}>
      {state ? OPEN_STATE_LABELS[state] : null}
    </p>
  )
}

import { anapaDateText } from '@anapa/shared/time/anapaClock'
import { formatDateTime, formatTime } from '@/lib/format/date'
import { useDeviceCopy } from '@/lib/pwa/useDeviceCopy'
import styles from './DeviceCopyNotice.module.css'

/** «14:05» for a copy saved today in Anapa, «27.11.2026, 14:05» for an older one. */
export function savedAtText(savedAt: string, now: Date): string {
  const saved = new Date(savedAt)
  return anapaDateText(saved) === anapaDateText(now) ? formatTime(savedAt) : formatDateTime(savedAt)
}

/**
 * Says so when the page shown is the copy kept on this device (the service worker, lib/pwa/worker)
 * because the network did not answer: what the visitor reads may be out of date, and by how much.
 */
export function DeviceCopyNotice({ now = () => new Date() }: { now?: () => Date }) {
  const savedAt = useDeviceCopy()
  return (
    <div role="status" className={savedAt ? styles.notice : undefined}>
      {savedAt ? `Нет связи. Показано по состоянию на ${savedAtText(savedAt, now())}` : null}
    </div>
  )
}

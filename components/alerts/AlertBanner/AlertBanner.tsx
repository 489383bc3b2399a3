import { useEffect, useState } from 'react'

import { alertPath } from '@anapa/shared/alerts/paths'
import { BANNER_PATH, type BannerAlert, parseBannerAlerts } from '@/lib/alerts/banner'
import { severityTone } from '@/lib/alerts/severityTone'
import { formatDateTime } from '@/lib/format/date'
import { Link } from '@/components/ui/Link'
import tones from '@/components/alerts/severityTone.module.css'
import styles from './AlertBanner.module.css'

/** How often an open page asks again: a new alert reaches a page left open within a minute. */
const POLL_MS = 60_000
/** Alerts the visitor hid, for this tab: a new alert (a new identifier) shows again. */
const HIDDEN_KEY = 'anapa:hidden-alerts'

function readHidden(): string[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(HIDDEN_KEY) ?? '[]')
    return Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

/**
 * The official alerts in force, above every page (docs/decisions/0040-official-alerts-as-cap.md).
 * The page's HTML never carries them: an ISR page may be minutes old, so the banner reads
 * /cap/alerts.json itself when the page opens, again every minute and when the tab comes back.
 * A failed read keeps what it showed; a Cancel («Отбой») takes its alert away.
 */
export function AlertBanner() {
  const [alerts, setAlerts] = useState<BannerAlert[]>([])
  const [hidden, setHidden] = useState<string[]>(readHidden)

  useEffect(() => {
    let active = true
    // Started inside a promise, so even a browser without fetch lands in the catch.
    const load = () =>
      Promise.resolve()
        .then(() => fetch(BANNER_PATH))
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
        .then((body: unknown) => {
          if (active) setAlerts(parseBannerAlerts(body))
        })
        .catch(() => {})
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load()
    }
    void load()
    const timer = setInterval(load, POLL_MS)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      active = false
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  const hide = (identifier: string) => {
    const next = [...hidden, identifier]
    setHidden(next)
    try {
      sessionStorage.setItem(HIDDEN_KEY, JSON.stringify(next))
    } catch {
      // Private mode without storage: hidden until the page reloads.
    }
  }

  const shown = alerts.filter((alert) => !hidden.includes(alert.identifier))
  if (shown.length === 0) return null
  return (
    <section className={styles.banner} aria-label="Официальные оповещения">
      {shown.map((alert) => (
        <div key={alert.identifier} className={`${styles.alert} ${tones[severityTone(alert.severity)]}`}>
          <p className={styles.text}>
            <strong>{alert.headline}</strong>
            {alert.instruction ? ` ${alert.instruction}` : null}
            {alert.expires ? <span className={styles.until}> До {formatDateTime(alert.expires)}.</span> : null}{' '}
            <Link href={alertPath(alert.identifier)} className={styles.more}>
              Подробнее
            </Link>
          </p>
          <button type="button" className={styles.hide} onClick={() => hide(alert.identifier)}>
            Скрыть
          </button>
        </div>
      ))}
    </section>
  )
}

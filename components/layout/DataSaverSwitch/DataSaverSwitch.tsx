import { useId, useRef, useState } from 'react'

import { setDataSaver, useDataSaver } from '@/lib/dataSaver'
import styles from './DataSaverSwitch.module.css'

/**
 * «Экономия трафика» (lib/dataSaver.ts): the visitor's own switch for low-data mode, on every page's
 * footer. Ticked by itself while the browser's data saver is on and the visitor has not chosen.
 */
export function DataSaverSwitch() {
  const on = useDataSaver()
  // The switch turns at once; switching off reaches the pages only after the service worker (lib/dataSaver.ts).
  const [turning, setTurning] = useState<boolean | null>(null)
  const latest = useRef<Promise<void> | null>(null)
  const hint = useId()
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        className={styles.box}
        checked={turning ?? on}
        onChange={(event) => {
          const next = event.currentTarget.checked
          setTurning(next)
          const change = setDataSaver(next)
          latest.current = change
          void change.finally(() => {
            if (latest.current === change) setTurning(null)
          })
        }}
        aria-describedby={hint}
      />
      <span>
        Экономия трафика{' '}
        <span id={hint} className={styles.hint}>
          (фото по нажатию, карта-подложка по запросу)
        </span>
      </span>
    </label>
  )
}

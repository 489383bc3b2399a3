import { useId } from 'react'

import { setDataSaver, useDataSaver } from '@/lib/dataSaver'
import styles from './DataSaverSwitch.module.css'

/**
 * «Экономия трафика» (lib/dataSaver.ts): the visitor's own switch for low-data mode, on every page's
 * footer. Ticked by itself while the browser's data saver is on and the visitor has not chosen.
 */
export function DataSaverSwitch() {
  const on = useDataSaver()
  const hint = useId()
  return (
    <label className={styles.switch}>
      <input
        type="checkbox"
        className={styles.box}
        checked={on}
        onChange={(event) => setDataSaver(event.currentTarget.checked)}
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

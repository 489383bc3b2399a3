import { useEffect, useState } from 'react'
import { formatDecimal, NBSP } from '@/lib/format/number'
import { clearSavedCopies, savedBytes } from '@/lib/pwa/savedCopies'
import styles from './SavedForOffline.module.css'

const MB = 1024 * 1024

/** «12,3 МБ»; under a tenth of a megabyte still says something is kept. */
export function megabytesText(bytes: number): string {
  return `${formatDecimal(Math.max(bytes / MB, 0.1), 1)}${NBSP}МБ`
}

/**
 * How much the site keeps on this device for reading offline (lib/pwa/worker), and «Очистить»
 * to let it go: the visitor's storage is theirs. Shown only where a service worker can keep
 * anything, once the browser says how much it holds.
 */
export function SavedForOffline() {
  const [bytes, setBytes] = useState<number | null>(null)
  const [cleared, setCleared] = useState(false)

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) return
    let active = true
    void savedBytes(navigator.storage).then((value) => {
      if (active) setBytes(value)
    })
    return () => {
      active = false
    }
  }, [])

  const clear = async () => {
    await clearSavedCopies(window.caches)
    setCleared(true)
  }

  return (
    <p role="status" className={styles.saved}>
      {cleared ? (
        'Сохранённые страницы удалены'
      ) : bytes ? (
        <>
          Сохранено для чтения без связи: {megabytesText(bytes)}{' '}
          <button type="button" className={styles.clear} onClick={() => void clear()}>
            Очистить
          </button>
        </>
      ) : null}
    </p>
  )
}

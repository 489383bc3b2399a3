import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

import { absoluteUrl } from '@/lib/seo/site'
import { shareTargets } from '@/lib/share/shareTargets'
import styles from './Share.module.css'

type Copied = 'copied' | 'failed' | null

/**
 * «Поделиться» (docs/decisions/0059-sharing-and-covers.md): the phone's own share sheet where the
 * browser has one (navigator.share), otherwise a list of services and «Скопировать ссылку». The
 * list is a <details>, so it opens without any script too; the script only swaps in the share sheet
 * and copies the link.
 */
export function Share({ path, title }: { path: string; title: string }) {
  const details = useRef<HTMLDetailsElement>(null)
  const [copied, setCopied] = useState<Copied>(null)
  const url = absoluteUrl(path)

  const openSheet = (event: MouseEvent) => {
    if (typeof navigator.share !== 'function') return
    event.preventDefault()
    // A dismissed sheet is an AbortError and means nothing; any other failure falls back to the list.
    navigator.share({ title, url }).catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name !== 'AbortError' && details.current) details.current.open = true
    })
  }

  const copy = () => {
    navigator.clipboard.writeText(url).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    )
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return
    details.current.open = false
    details.current.querySelector('summary')?.focus()
  }

  return (
    <details ref={details} className={styles.share} onKeyDown={closeOnEscape}>
      <summary className={styles.summary} onClick={openSheet}>
        Поделиться
      </summary>
      <div className={styles.panel}>
        <ul className={styles.targets} aria-label="Поделиться через">
          {shareTargets({ url, title }).map((target) => (
            <li key={target.name}>
              <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.target}>
                {target.name}
                <span className="visually-hidden"> (откроется в новой вкладке)</span>
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.target} onClick={copy}>
          Скопировать ссылку
        </button>
        <p role="status" className={styles.status}>
          {copied === 'copied' ? 'Ссылка скопирована' : copied === 'failed' ? `Скопируйте ссылку вручную: ${url}` : ''}
        </p>
      </div>
    </details>
  )
}

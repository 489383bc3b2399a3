import { useRouter } from 'next/router'
import { useEffect } from 'react'

import type { DraftInfo } from '@/lib/pageProps'

import styles from './DraftBar.module.css'

export const DRAFT_BAR_TEXT = 'Черновик — так страницу увидят посетители после публикации'
export const DRAFT_EXIT_TEXT = 'Выйти из предпросмотра'

/**
 * Payload's live preview (the admin's side-by-side iframe): the page tells the admin it is ready,
 * and re-reads its props (its draft, server-side) whenever the admin reports a save. Messages from
 * any other origin are ignored, and nothing is sent when the page is not framed.
 */
function useLivePreviewRefresh(cmsOrigin: string) {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cmsOrigin) return
      const data: unknown = event.data
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'payload-document-event') {
        void router.replace(router.asPath, undefined, { scroll: false })
      }
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, cmsOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [cmsOrigin, router])
}

/**
 * The bar over a draft in preview, with the way out: leaving clears draft mode and
 * returns to the page as visitors see it. Loaded only on draft pages (pages/_app.tsx).
 */
export function DraftBar({ cmsOrigin }: DraftInfo) {
  const router = useRouter()
  useLivePreviewRefresh(cmsOrigin)
  return (
    <div className={styles.bar} role="status" data-testid="draft-bar">
      <span>{DRAFT_BAR_TEXT}</span>
      {/* A full navigation: the exit is an API route that clears the preview cookies. */}
      <a className={styles.exit} href={`/api/preview/exit?path=${encodeURIComponent(router.asPath)}`}>
        {DRAFT_EXIT_TEXT}
      </a>
    </div>
  )
}

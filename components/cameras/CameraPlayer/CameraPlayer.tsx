import type Hls from 'hls.js'
import { useEffect, useRef, useState } from 'react'

import { CmsImage, type CmsImageData } from '@/components/ui/CmsImage'
import styles from './CameraPlayer.module.css'

export interface CameraPlayerProps {
  title: string
  /** The camera's HLS playlist (.m3u8); null when the CMS has none. */
  streamUrl: string | null
  poster: CmsImageData | null
  /** The poster's `sizes`: how wide the player is at each breakpoint. */
  sizes?: string
}

export const UNAVAILABLE_MESSAGE = 'Трансляция временно недоступна'

const HLS_MIME = 'application/vnd.apple.mpegurl'

type Phase = 'poster' | 'video' | 'failed'

/** Autoplay may be refused; the controls are there, so the visitor can press play themselves. */
function play(video: HTMLVideoElement) {
  video.play().catch(() => {})
}

/**
 * A live camera: the poster with a play button first, the HLS stream on demand. Safari plays HLS
 * natively; elsewhere hls.js (some 190 kB gzipped) loads only on that click, never with the page. A missing
 * stream or a fatal error puts the poster back with a message, and the button can try again.
 */
export function CameraPlayer({ title, streamUrl, poster, sizes = '100vw' }: CameraPlayerProps) {
  const [phase, setPhase] = useState<Phase>('poster')
  const videoRef = useRef<HTMLVideoElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  /** Set when the video had focus as it failed: focus then moves to the retry button, not the page top. */
  const refocus = useRef(false)
  const unavailable = !streamUrl || phase === 'failed'
  const playLabel = phase === 'failed' ? 'Попробовать ещё раз' : 'Смотреть трансляцию'

  useEffect(() => {
    const video = videoRef.current
    if (phase !== 'video' || !streamUrl || !video) return
    let cancelled = false
    let hls: Hls | null = null
    const fail = () => {
      if (cancelled) return
      refocus.current = document.activeElement === video
      setPhase('failed')
    }
    video.addEventListener('error', fail)
    // The button that had focus is gone; the player's own controls take it.
    video.focus()

    if (video.canPlayType(HLS_MIME)) {
      video.src = streamUrl
      play(video)
    } else {
      import('hls.js').then(({ default: HlsPlayer }) => {
        if (cancelled) return
        if (!HlsPlayer.isSupported()) return fail()
        const player = new HlsPlayer()
        hls = player
        // Non-fatal errors are hls.js's to recover from; a fatal network or media error ends the show.
        player.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal) fail()
        })
        player.on(HlsPlayer.Events.MANIFEST_PARSED, () => play(video))
        player.loadSource(streamUrl)
        player.attachMedia(video)
      }, fail)
    }

    return () => {
      cancelled = true
      video.removeEventListener('error', fail)
      if (hls) {
        hls.destroy()
      } else {
        // Stops the native download; hls.destroy() does this itself.
        video.removeAttribute('src')
        video.load()
      }
    }
  }, [phase, streamUrl])

  useEffect(() => {
    if (phase !== 'failed' || !refocus.current) return
    refocus.current = false
    buttonRef.current?.focus()
  }, [phase])

  return (
    <figure className={styles.player} aria-label={title}>
      <div className={styles.screen}>
        {phase === 'video' && !unavailable ? (
          <video
            ref={videoRef}
            className={styles.video}
            muted
            playsInline
            controls
            // Browsers already let a video with controls take focus; saying so makes it certain everywhere.
            tabIndex={0}
            aria-label={`${title}: прямая трансляция`}
          />
        ) : (
          <>
            {poster ? (
              <CmsImage image={poster} sizes={sizes} className={styles.poster} />
            ) : (
              <span className={styles.placeholder} aria-hidden="true" />
            )}
            {streamUrl ? (
              <button
                ref={buttonRef}
                type="button"
                className={styles.play}
                // The visible words first, then the camera: a page lists several cameras with the same button.
                aria-label={`${playLabel}: ${title}`}
                onClick={() => setPhase('video')}
              >
                <span className={styles.playIcon} aria-hidden="true" />
                <span className={styles.playLabel}>{playLabel}</span>
              </button>
            ) : null}
          </>
        )}
      </div>
      {/* Present from the start, so screen readers announce the message when it appears. */}
      <p role="status" className={unavailable ? styles.message : 'visually-hidden'}>
        {unavailable ? UNAVAILABLE_MESSAGE : ''}
      </p>
    </figure>
  )
}

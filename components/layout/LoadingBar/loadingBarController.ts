/**
 * Timing of the route-change loading bar (docs/spec.md#9-business-constants-and-limits: throttle 200 ms, duration 2 s),
 * free of React and of the router so fake timers can drive it.
 *
 * idle → (start) → waiting → (throttle elapsed) → running → (finish) → finishing → (fade elapsed) → idle
 * A navigation that finishes while still waiting never shows the bar at all.
 */
export type LoadingBarPhase = 'idle' | 'running' | 'finishing'

export interface LoadingBarTiming {
  throttleMs: number
  /** How long the completed bar stays at full width while it fades out. */
  fadeMs: number
}

export interface LoadingBarController {
  start(): void
  finish(): void
  dispose(): void
}

export function createLoadingBarController(
  onPhase: (phase: LoadingBarPhase) => void,
  { throttleMs, fadeMs }: LoadingBarTiming,
): LoadingBarController {
  let phase: LoadingBarPhase = 'idle'
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let fadeTimer: ReturnType<typeof setTimeout> | undefined

  const setPhase = (next: LoadingBarPhase) => {
    if (next === phase) return
    phase = next
    onPhase(next)
  }

  const clearTimers = () => {
    clearTimeout(showTimer)
    clearTimeout(fadeTimer)
    showTimer = undefined
    fadeTimer = undefined
  }

  return {
    start() {
      // A navigation that interrupts another keeps the bar that is already on screen.
      if (phase === 'running' || showTimer !== undefined) return
      clearTimers()
      // A new navigation during the fade-out restarts the bar from zero after the throttle.
      setPhase('idle')
      showTimer = setTimeout(() => {
        showTimer = undefined
        setPhase('running')
      }, throttleMs)
    },
    finish() {
      clearTimeout(showTimer)
      showTimer = undefined
      if (phase !== 'running') return
      setPhase('finishing')
      fadeTimer = setTimeout(() => {
        fadeTimer = undefined
        setPhase('idle')
      }, fadeMs)
    },
    dispose() {
      clearTimers()
    },
  }
}

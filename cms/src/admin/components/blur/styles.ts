import type { CSSProperties } from 'react'

/**
 * The blur tool's looks, in Payload's admin theme variables (the admin has no CSS modules of ours).
 * The areas preview the public copy with the browser's own blur; the server's copy is the truth
 * (appeals/blurImage.ts).
 */
export const frame: CSSProperties = {
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  lineHeight: 0,
  touchAction: 'none',
  userSelect: 'none',
  cursor: 'crosshair',
  border: '1px solid var(--theme-elevation-150)',
}

export const picture: CSSProperties = { display: 'block', maxWidth: '100%', maxHeight: '70vh', height: 'auto' }

const box = (selected: boolean): CSSProperties => ({
  position: 'absolute',
  padding: 0,
  margin: 0,
  border: `2px ${selected ? 'solid' : 'dashed'} var(--theme-error-500)`,
  outlineOffset: 2,
  background: 'rgba(128, 128, 128, 0.35)',
  backdropFilter: 'blur(12px)',
  WebkitBackdropFilter: 'blur(12px)',
  cursor: 'move',
})

/** An area placed by its fractions of the picture. */
export const area = (region: { x: number; y: number; w: number; h: number }, selected: boolean): CSSProperties => ({
  ...box(selected),
  left: `${region.x * 100}%`,
  top: `${region.y * 100}%`,
  width: `${region.w * 100}%`,
  height: `${region.h * 100}%`,
})

export const draft = (region: { x: number; y: number; w: number; h: number }): CSSProperties => ({
  ...area(region, false),
  pointerEvents: 'none',
})

export const list: CSSProperties = { listStyle: 'none', padding: 0, margin: '12px 0 0' }

export const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }

export const hint: CSSProperties = { color: 'var(--theme-elevation-600)', margin: '8px 0' }

export const error: CSSProperties = { color: 'var(--theme-error-500)', margin: '8px 0' }

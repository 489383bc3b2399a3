'use client'
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react'

import {
  type BlurRegion,
  describeRegion,
  isDrawnRegion,
  moveRegion,
  type Point,
  regionAfterKey,
  regionFromPoints,
} from '@/appeals/blurRegions'
import * as styles from './styles'

type Props = {
  src: string
  regions: readonly BlurRegion[]
  /** A new object for each choice, so choosing the same area again focuses it again. */
  selected: { index: number } | null
  disabled: boolean
  canAdd: boolean
  /** Says how to work the areas from the keyboard; each area points to it. */
  hintId: string
  onChange: (regions: BlurRegion[]) => void
  onSelect: (index: number) => void
  onRemove: (index: number) => void
}

/** A drag in progress: a new area being drawn, or an area being moved. */
type Gesture = { kind: 'draw'; start: Point; now: Point } | { kind: 'move'; index: number; start: Point; now: Point }

const replace = (regions: readonly BlurRegion[], index: number, region: BlurRegion) =>
  regions.map((old, i) => (i === index ? region : old))

/**
 * The photo with its areas over it. A drag on the photo draws an area, a drag on an area moves it;
 * each area is a button, so Tab reaches it and the arrow keys move it (with Shift, resize it).
 */
export function BlurCanvas({ src, regions, selected, disabled, canAdd, hintId, onChange, onSelect, onRemove }: Props) {
  const frameRef = useRef<HTMLDivElement>(null)
  const areas = useRef<(HTMLButtonElement | null)[]>([])
  const [gesture, setGesture] = useState<Gesture | null>(null)

  // The area chosen from the list, added or drawn takes the focus, so the keys move it at once.
  useEffect(() => {
    if (selected) areas.current[selected.index]?.focus()
  }, [selected])

  const pointAt = (event: PointerEvent): Point => {
    const rect = frameRef.current!.getBoundingClientRect()
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height }
  }

  const moved = (g: Extract<Gesture, { kind: 'move' }>) =>
    moveRegion(regions[g.index]!, g.now.x - g.start.x, g.now.y - g.start.y)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-area]')
    const start = pointAt(event)
    if (target) {
      const index = Number(target.dataset.area)
      setGesture({ kind: 'move', index, start, now: start })
      onSelect(index)
    } else if (canAdd) {
      setGesture({ kind: 'draw', start, now: start })
    } else return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture) setGesture({ ...gesture, now: pointAt(event) })
  }

  const onPointerUp = () => {
    if (gesture?.kind === 'move') onChange(replace(regions, gesture.index, moved(gesture)))
    if (gesture?.kind === 'draw') {
      const region = regionFromPoints(gesture.start, gesture.now)
      if (isDrawnRegion(region)) {
        onChange([...regions, region])
        onSelect(regions.length)
      }
    }
    setGesture(null)
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault()
      onRemove(index)
      return
    }
    const region = regionAfterKey(regions[index]!, event.key, event.shiftKey)
    if (!region) return
    event.preventDefault()
    onChange(replace(regions, index, region))
  }

  return (
    <div
      ref={frameRef}
      style={styles.frame}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setGesture(null)}
    >
      {/* The original, through Payload's access-checked file route: only editors open this page. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a private file, never for next/image's public cache */}
      <img src={src} alt="Фото обращения" draggable={false} style={styles.picture} />
      {regions.map((region, index) => {
        const shown = gesture?.kind === 'move' && gesture.index === index ? moved(gesture) : region
        return (
          <button
            key={index}
            type="button"
            data-area={index}
            ref={(element) => {
              areas.current[index] = element
            }}
            style={styles.area(shown, index === selected?.index)}
            aria-label={describeRegion(shown, index)}
            aria-describedby={hintId}
            disabled={disabled}
            onFocus={() => onSelect(index)}
            onKeyDown={onKeyDown(index)}
          />
        )
      })}
      {gesture?.kind === 'draw' && (
        <div aria-hidden="true" style={styles.draft(regionFromPoints(gesture.start, gesture.now))} />
      )}
    </div>
  )
}

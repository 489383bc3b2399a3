/** Re-renders one ISR path with whatever `res.revalidate` the request that asked for it holds. */
export type Render = (isrPath: string) => Promise<void>

/**
 * Next answers an on-demand revalidation of a path that is already re-rendering with that render's
 * result (its response cache batches on-demand renders by path), and that render may have read the
 * CMS before the newer change. The publish bench caught it: an article published while the list was
 * still re-rendering for the previous change never reached the list.
 *
 * So this process re-renders each path once at a time. A request that arrives while the path renders
 * waits for that render to finish and then starts a new one; requests arriving before that new one
 * starts share it, since it reads the CMS after all of them.
 */
export function onePerPath() {
  type Slot = { tail: Promise<void>; queued: Promise<void> | null }
  const slots = new Map<string, Slot>()

  return function schedule(isrPath: string, render: Render): Promise<void> {
    let slot = slots.get(isrPath)
    if (slot?.queued) return slot.queued
    if (!slot) {
      slot = { tail: Promise.resolve(), queued: null }
      slots.set(isrPath, slot)
    }
    const own = slot
    const next: Promise<void> = own.tail
      .catch(() => undefined)
      .then(() => {
        // From here on it reads the CMS: a later request needs a render of its own.
        if (own.queued === next) own.queued = null
        return render(isrPath)
      })
    own.queued = next
    own.tail = next
    const release = () => {
      if (own.tail === next && slots.get(isrPath) === own) slots.delete(isrPath)
    }
    next.then(release, release)
    return next
  }
}

import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Toaster } from 'sonner'

import { toastLayer } from '@/components/ui/Dialog/toastLayer'

const never = () => () => {}

/**
 * Renders the toasts into their own host element, which follows the topmost open modal dialog
 * (components/ui/Dialog/toastLayer.ts), so a toast is never hidden under a dialog or made inert by it.
 * Nothing on the server or while hydrating: the toasts load after hydration anyway.
 */
export function ToastLayer({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
  return inBrowser ? createPortal(children, toastLayer()) : null
}

/** Sonner's Toaster in the layer: AppShell loads this module after hydration, in the toasts' own chunk. */
export function LayeredToaster(props: ComponentProps<typeof Toaster>) {
  return (
    <ToastLayer>
      <Toaster {...props} />
    </ToastLayer>
  )
}

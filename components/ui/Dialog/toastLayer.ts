/**
 * Where the toasts live. A modal `<dialog>` sits in the browser's top layer and makes the rest of the page
 * inert, toasts included: a toast about the drawer's form (a refused sign-in) would be hidden under the
 * drawer and its close button unreachable. So the toasts render into one host element (AppShell portals
 * sonner's Toaster into it) that moves into the topmost open modal dialog and back to the body when the
 * last one closes. React keeps the portal's content as it is wherever the host element is.
 */

let host: HTMLElement | null = null
const open: HTMLDialogElement[] = []

/** The toasts' host element, created on first use at the end of the body. */
export function toastLayer(): HTMLElement {
  if (!host) {
    host = document.createElement('div')
    host.dataset.toastLayer = ''
    document.body.append(host)
  }
  return host
}

function settle() {
  const layer = toastLayer()
  const top = open.at(-1)
  const parent = top ?? document.body
  if (layer.parentElement !== parent) parent.append(layer)
}

/** A modal dialog opened: the toasts go inside it. Returns what puts them back when it closes. */
export function liftToasts(dialog: HTMLDialogElement): () => void {
  open.push(dialog)
  settle()
  return () => {
    const index = open.lastIndexOf(dialog)
    if (index >= 0) open.splice(index, 1)
    settle()
  }
}

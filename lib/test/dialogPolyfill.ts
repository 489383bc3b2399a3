/**
 * jsdom has `<dialog>` and its `open` attribute but not `showModal()`, `show()` or `close()`. This is the least of
 * them the components rely on (components/ui/Dialog/useModalDialog.ts): opening sets `open`; closing removes it,
 * fires `close` and gives focus back to where it was; Escape inside a modal one fires a cancelable `cancel` and
 * closes unless that is cancelled. Not modelled: the top layer and inertness (jsdom has no layout).
 */
export function installDialogPolyfill(win: Window & typeof globalThis): void {
  const proto = win.HTMLDialogElement?.prototype
  if (!proto || typeof proto.showModal === 'function') return
  const returnFocus = new WeakMap<HTMLDialogElement, Element | null>()
  const onKey = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>()

  function open(dialog: HTMLDialogElement, modal: boolean) {
    if (dialog.open) return
    returnFocus.set(dialog, win.document.activeElement)
    dialog.setAttribute('open', '')
    const first = dialog.querySelector<HTMLElement>(
      '[autofocus], button:not([disabled]), input:not([disabled]), select, textarea, a[href], [tabindex]:not([tabindex="-1"])',
    )
    ;(first ?? dialog).focus()
    if (!modal) return
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      const cancel = new win.Event('cancel', { cancelable: true })
      if (dialog.dispatchEvent(cancel)) dialog.close()
    }
    onKey.set(dialog, listener)
    dialog.addEventListener('keydown', listener)
  }

  proto.showModal = function showModal(this: HTMLDialogElement) {
    open(this, true)
  }
  proto.show = function show(this: HTMLDialogElement) {
    open(this, false)
  }
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return
    if (returnValue !== undefined) this.returnValue = returnValue
    this.removeAttribute('open')
    const listener = onKey.get(this)
    if (listener) this.removeEventListener('keydown', listener)
    const previous = returnFocus.get(this)
    if (previous instanceof win.HTMLElement && previous.isConnected) previous.focus()
    this.dispatchEvent(new win.Event('close'))
  }
}

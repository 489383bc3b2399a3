import { act, render } from '@testing-library/react'
import { useState } from 'react'

import { createDrawerHistory, DRAWER_ENTRY } from './dialogHistory'
import { useBackCloses } from './useBackCloses'

const tab = createDrawerHistory(window, () => {})
const history = () => tab

/** A dialog that is open until `onClose`; `closeByButton` closes it another way. */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true)
  const close = () => {
    onClose()
    setOpen(false)
  }
  useBackCloses(open, close, history)
  return open ? (
    <button type="button" onClick={() => setOpen(false)}>
      Закрыть
    </button>
  ) : null
}

/** jsdom moves through history asynchronously, as a browser does: a `popstate` follows `history.back()`. */
const popped = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }))

const ours = () => Boolean((window.history.state as Record<string, unknown> | null)?.[DRAWER_ENTRY])

describe('useBackCloses', () => {
  it('pushes one entry while open; Back closes the dialog and leaves the page as it was', async () => {
    const start = window.history.length
    const onClose = jest.fn()
    render(<Harness onClose={onClose} />)
    expect(window.history.length).toBe(start + 1)
    expect(ours()).toBe(true)

    const landed = popped()
    await act(async () => {
      window.history.back()
      await landed
    })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(ours()).toBe(false)
  })

  it('takes its entry off again when closed by a button, so the next Back leaves no stray entry', async () => {
    const onClose = jest.fn()
    const { getByRole } = render(<Harness onClose={onClose} />)
    expect(ours()).toBe(true)

    const landed = popped()
    await act(async () => {
      getByRole('button', { name: 'Закрыть' }).click()
      await landed
    })
    expect(ours()).toBe(false)
    // Closed by the button: Back did not run onClose (the entry went by our own history.back()).
    expect(onClose).not.toHaveBeenCalled()
  })
})

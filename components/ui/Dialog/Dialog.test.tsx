import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'

import { Dialog } from './Dialog'
import { toastLayer } from './toastLayer'

function Confirm() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Удалить
      </button>
      {open && (
        <Dialog role="alertdialog" labelledBy="t" onClose={() => setOpen(false)}>
          <p id="t">Удалить автомобиль?</p>
          <button type="button">Да</button>
          <button type="button" data-autofocus onClick={() => setOpen(false)}>
            Отмена
          </button>
        </Dialog>
      )}
    </>
  )
}

describe('Dialog', () => {
  it('opens modally with its role and name, on the safe choice; Escape closes it and focus returns', async () => {
    const user = userEvent.setup()
    render(<Confirm />)
    await user.click(screen.getByRole('button', { name: 'Удалить' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Удалить автомобиль?' })
    expect(dialog.tagName).toBe('DIALOG')
    expect(dialog).toHaveAttribute('open')
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus()
    // The toasts move into the open dialog, and back out when it closes.
    expect(dialog).toContainElement(toastLayer())

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Удалить' })).toHaveFocus()
    expect(toastLayer().parentElement).toBe(document.body)
  })
})

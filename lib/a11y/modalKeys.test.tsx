import { fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'

import { handleModalKeyDown } from './modalKeys'

function Modal({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  return (
    <div ref={ref} role="dialog" tabIndex={-1} onKeyDown={(event) => handleModalKeyDown(event, ref.current, onClose)}>
      <button type="button">Первая</button>
      <button type="button" disabled>
        Выключена
      </button>
      <a href="https://anapa.example/">Последняя</a>
    </div>
  )
}

describe('handleModalKeyDown', () => {
  it('Escape closes', () => {
    const onClose = jest.fn()
    render(<Modal onClose={onClose} />)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('Tab from the last element wraps to the first, skipping disabled ones', () => {
    render(<Modal onClose={() => {}} />)
    screen.getByRole('link', { name: 'Последняя' }).focus()
    fireEvent.keyDown(screen.getByRole('link', { name: 'Последняя' }), { key: 'Tab' })
    expect(screen.getByRole('button', { name: 'Первая' })).toHaveFocus()
  })

  it('Shift+Tab from the first element, or from the dialog itself, wraps to the last', () => {
    render(<Modal onClose={() => {}} />)
    screen.getByRole('button', { name: 'Первая' }).focus()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Первая' }), { key: 'Tab', shiftKey: true })
    expect(screen.getByRole('link', { name: 'Последняя' })).toHaveFocus()
    screen.getByRole('dialog').focus()
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab', shiftKey: true })
    expect(screen.getByRole('link', { name: 'Последняя' })).toHaveFocus()
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form } from 'react-final-form'

import { TextField } from './TextField'

function renderField(type: 'password' | 'text') {
  render(
    <Form onSubmit={() => undefined}>
      {() => (
        <form>
          <TextField name="secret" label="Пароль" type={type} />
        </form>
      )}
    </Form>,
  )
  return screen.getByLabelText('Пароль')
}

describe('TextField', () => {
  it('lets a password be shown and hidden again, keeping what was typed (WCAG 3.3.8)', async () => {
    const user = userEvent.setup()
    const field = renderField('password')
    await user.type(field, 'morskoy-briz-1')
    expect(field).toHaveAttribute('type', 'password')

    const reveal = screen.getByRole('button', { name: 'Показать пароль' })
    expect(reveal).toHaveAttribute('aria-pressed', 'false')
    await user.click(reveal)
    expect(field).toHaveAttribute('type', 'text')
    expect(reveal).toHaveAttribute('aria-pressed', 'true')
    expect(field).toHaveValue('morskoy-briz-1')

    await user.click(reveal)
    expect(field).toHaveAttribute('type', 'password')
  })

  it('offers no such button on other fields', () => {
    renderField('text')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form } from 'react-final-form'

import { PhoneField } from './PhoneField'

function renderPhone() {
  render(<Form onSubmit={() => undefined} render={() => <PhoneField name="phone" />} />)
  return screen.getByRole('textbox', { name: 'Номер телефона' }) as HTMLInputElement
}

describe('PhoneField keeps the caret where an edit leaves it (docs/decisions/0058-phone-mask-caret.md)', () => {
  it('stores the number in the mask as it is typed', async () => {
    const user = userEvent.setup()
    const input = renderPhone()
    await user.type(input, '89181234567')
    expect(input).toHaveValue('+7 (918) 123-45-67')
    expect(input.selectionStart).toBe(input.value.length)
  })

  it('erases the digit before the caret and leaves the caret there', async () => {
    const user = userEvent.setup()
    const input = renderPhone()
    await user.type(input, '9181234567')
    // After the fifth digit, 7 9 1 8 1: «+7 (918) 1|23-45-67».
    input.setSelectionRange(10, 10)
    await user.keyboard('{Backspace}')
    expect(input).toHaveValue('+7 (918) 234-56-7')
    expect(input.selectionStart).toBe(9)
    expect(input.selectionEnd).toBe(9)
  })

  it('keeps the caret inside a group, and after a digit typed there', async () => {
    const user = userEvent.setup()
    const input = renderPhone()
    await user.type(input, '9181234567')
    input.setSelectionRange(11, 11)
    await user.keyboard('{Backspace}')
    expect(input).toHaveValue('+7 (918) 134-56-7')
    expect(input.selectionStart).toBe(10)
    await user.keyboard('2')
    expect(input).toHaveValue('+7 (918) 123-45-67')
    expect(input.selectionStart).toBe(11)
  })

  it('moves the caret with the arrow keys and erases the digit in front of it', async () => {
    const user = userEvent.setup()
    const input = renderPhone()
    await user.type(input, '9181234567')
    // From the end, left over «7», «6», «-», «5»: «+7 (918) 123-4|5-67».
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(input.selectionStart).toBe(14)
    await user.keyboard('{Backspace}')
    expect(input).toHaveValue('+7 (918) 123-56-7')
    expect(input.selectionStart).toBe(13)
  })
})

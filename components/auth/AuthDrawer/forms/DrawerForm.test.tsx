import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { TextField } from '@/components/ui/Field'
import { DrawerForm } from './DrawerForm'

type Values = { password: string }

function renderForm(onSubmit: (values: Values) => Promise<Record<string, string> | undefined>, resetOnSuccess = true) {
  render(
    <DrawerForm<Values>
      validate={() => ({})}
      onSubmit={onSubmit}
      submitLabel="Изменить пароль"
      resetOnSuccess={resetOnSuccess}
    >
      <TextField name="password" label="Пароль" type="password" />
    </DrawerForm>,
  )
  return { user: userEvent.setup(), field: () => screen.getByLabelText('Пароль') }
}

describe('DrawerForm resetOnSuccess (passwords do not stay typed in)', () => {
  it('empties the fields after a successful submit', async () => {
    const { user, field } = renderForm(async () => undefined)
    await user.type(field(), 'new-secret-1')
    await user.click(screen.getByRole('button', { name: 'Изменить пароль' }))
    await waitFor(() => expect(field()).toHaveValue(''))
  })

  it('keeps what was typed when the server refuses it', async () => {
    const { user, field } = renderForm(async () => ({ password: 'Неверный текущий пароль' }))
    await user.type(field(), 'new-secret-1')
    await user.click(screen.getByRole('button', { name: 'Изменить пароль' }))
    await waitFor(() => expect(field()).toHaveAccessibleDescription('Неверный текущий пароль'))
    expect(field()).toHaveValue('new-secret-1')
  })

  it('keeps the values of forms that do not ask to be emptied', async () => {
    const { user, field } = renderForm(async () => undefined, false)
    await user.type(field(), 'Анна')
    await user.click(screen.getByRole('button', { name: 'Изменить пароль' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(field()).toHaveValue('Анна')
  })
})

import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Form } from 'react-final-form'

import { makeValidate } from '@/lib/validation/makeValidate'
import { profileSchema } from '@/lib/validation/schemas'
import { TextField } from '@/components/ui/Field'
import { ErrorSummary } from './ErrorSummary'
import { FormErrorSummary } from './FormErrorSummary'

const LABELS = { name: 'Имя', lastname: 'Фамилия', email: 'E-mail' }

function ProfileLikeForm({
  onSubmit,
}: {
  onSubmit: (values: object) => object | undefined | Promise<object | undefined>
}) {
  return (
    <Form
      validate={makeValidate(profileSchema)}
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <FormErrorSummary labels={LABELS} />
          <TextField name="name" label="Имя" />
          <TextField name="lastname" label="Фамилия" />
          <TextField name="email" label="E-mail" />
          <button type="submit">Сохранить</button>
        </form>
      )}
    />
  )
}

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} focusKey={1} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('lists each error as a link that focuses its field', async () => {
    render(
      <form>
        <ErrorSummary errors={[{ field: 'plate', label: 'Госномер', message: 'Это обязательное поле' }]} focusKey={0} />
        <label>
          Госномер <input name="plate" />
        </label>
      </form>,
    )
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' })
    // focusKey 0: nothing was submitted yet, so focus stays where the resident is.
    expect(summary).not.toHaveFocus()
    await userEvent.click(screen.getByRole('link', { name: 'Госномер: Это обязательное поле' }))
    expect(screen.getByLabelText('Госномер')).toHaveFocus()
  })

  it('takes focus when focusKey changes, and a link skips a disabled radio for the first enabled one', async () => {
    const errors = [{ field: 'session', label: 'Сеанс', message: 'Выберите сеанс' }]
    const { rerender } = render(
      <form>
        <ErrorSummary errors={errors} focusKey={0} />
        <input type="radio" name="session" aria-label="Полный сеанс" disabled />
        <input type="radio" name="session" aria-label="Сеанс с местами" />
      </form>,
    )
    rerender(
      <form>
        <ErrorSummary errors={errors} focusKey={1} />
        <input type="radio" name="session" aria-label="Полный сеанс" disabled />
        <input type="radio" name="session" aria-label="Сеанс с местами" />
      </form>,
    )
    expect(screen.getByRole('group', { name: 'Исправьте ошибки' })).toHaveFocus()
    await userEvent.click(screen.getByRole('link', { name: 'Сеанс: Выберите сеанс' }))
    expect(screen.getByRole('radio', { name: 'Сеанс с местами' })).toHaveFocus()
  })
})

describe('FormErrorSummary', () => {
  it('says nothing before a submit', async () => {
    render(<ProfileLikeForm onSubmit={() => undefined} />)
    await userEvent.type(screen.getByLabelText('Имя'), 'И')
    expect(screen.queryByRole('group', { name: 'Исправьте ошибки' })).not.toBeInTheDocument()
  })

  it('an empty submit moves focus to the summary, in the fields’ order, and a link focuses the field', async () => {
    const onSubmit = jest.fn()
    render(<ProfileLikeForm onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    const summary = screen.getByRole('group', { name: 'Исправьте ошибки' })
    expect(summary).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Имя: Это обязательное поле',
      'Фамилия: Это обязательное поле',
      'E-mail: Это обязательное поле',
    ])
    await userEvent.click(screen.getByRole('link', { name: 'Фамилия: Это обязательное поле' }))
    expect(screen.getByLabelText('Фамилия')).toHaveFocus()

    // Fixing a field takes it off the list as the resident types; focus stays in the field.
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Петров')
    expect(screen.queryByRole('link', { name: /Фамилия/ })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Фамилия')).toHaveFocus()

    // The next refused submit takes focus again.
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    expect(summary).toHaveFocus()
  })

  it('lists the server’s field errors after the answer and focuses then', async () => {
    render(<ProfileLikeForm onSubmit={() => Promise.resolve({ email: 'Этот email уже занят' })} />)
    await userEvent.type(screen.getByLabelText('Имя'), 'Иван')
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Петров')
    await userEvent.type(screen.getByLabelText('E-mail'), 'ivan@example.ru')
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }))
    await waitFor(() => expect(screen.getByRole('group', { name: 'Исправьте ошибки' })).toHaveFocus())
    expect(screen.getByRole('link', { name: 'E-mail: Этот email уже занят' })).toBeInTheDocument()
  })
})

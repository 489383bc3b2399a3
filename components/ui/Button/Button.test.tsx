import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from './Button'

describe('Button', () => {
  it('is a clickable button of type "button" by default', async () => {
    const onClick = jest.fn()
    render(<Button onClick={onClick}>Принять</Button>)
    const button = screen.getByRole('button', { name: 'Принять' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toBeEnabled()
    expect(button).not.toHaveAttribute('aria-busy')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('keeps an explicit submit type', () => {
    render(<Button type="submit">Отправить</Button>)
    expect(screen.getByRole('button', { name: 'Отправить' })).toHaveAttribute('type', 'submit')
  })

  it('does not react when disabled', async () => {
    const onClick = jest.fn()
    render(
      <Button disabled onClick={onClick}>
        Отправить
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Отправить' })
    expect(button).toBeDisabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('announces loading with aria-busy and blocks clicks', async () => {
    const onClick = jest.fn()
    render(
      <Button loading onClick={onClick}>
        Сохранить
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Сохранить' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toBeDisabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it.each(['lg', 'md', 'sm'] as const)('renders size %s', (size) => {
    render(<Button size={size}>Кнопка</Button>)
    expect(screen.getByRole('button', { name: 'Кнопка' })).toBeInTheDocument()
  })

  it.each(['primary', 'secondary', 'ghost'] as const)('renders theme %s', (theme) => {
    render(<Button theme={theme}>Кнопка</Button>)
    expect(screen.getByRole('button', { name: 'Кнопка' })).toBeEnabled()
  })

  it('renders a round icon-only button named by aria-label', () => {
    render(<Button shape="round" leftIcon="search" aria-label="Поиск" />)
    expect(screen.getByRole('button', { name: 'Поиск' })).toBeInTheDocument()
  })

  it('renders left and right icons as decoration beside the label', () => {
    render(
      <Button leftIcon="calendar" rightIcon="chevron-right">
        Афиша
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Афиша' })
    const icons = button.querySelectorAll('svg[aria-hidden="true"]')
    expect(icons).toHaveLength(2)
  })

  it('shows a spinner instead of the left icon while loading', () => {
    render(
      <Button loading leftIcon="calendar">
        Афиша
      </Button>,
    )
    expect(screen.getByRole('button', { name: 'Афиша' }).querySelector('svg')).toBeNull()
  })

  it('renders a link when href is given', () => {
    render(<Button href="/afisha">Афиша</Button>)
    expect(screen.getByRole('link', { name: 'Афиша' })).toHaveAttribute('href', '/afisha')
  })

  it('renders a disabled link without href', () => {
    render(
      <Button href="/afisha" disabled>
        Афиша
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Афиша' })
    expect(link).not.toHaveAttribute('href')
    expect(link).toHaveAttribute('aria-disabled', 'true')
  })

  it('renders a loading link as busy and inert', () => {
    render(
      <Button href="/afisha" loading>
        Афиша
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Афиша' })
    expect(link).toHaveAttribute('aria-busy', 'true')
    expect(link).not.toHaveAttribute('href')
  })
})

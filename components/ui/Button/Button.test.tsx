import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
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

  it('hands its ref to the native button, so a caller can move focus back to it', () => {
    const ref = createRef<HTMLButtonElement>()
    render(<Button ref={ref}>Рядом со мной</Button>)
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Рядом со мной' }))
    ref.current?.focus()
    expect(screen.getByRole('button', { name: 'Рядом со мной' })).toHaveFocus()
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

  // Rendering alone could not fail; what a person sees of the size is the icon drawn beside the label.
  it.each([
    ['lg', 24],
    ['md', 20],
    ['sm', 16],
  ] as const)('draws the icons of a %s button at %i px (docs/spec.md#9-business-constants-and-limits)', (size, px) => {
    render(
      <Button size={size} leftIcon="calendar" rightIcon="chevron-right">
        Кнопка
      </Button>,
    )
    const icons = screen.getByRole('button', { name: 'Кнопка' }).querySelectorAll('svg')
    expect(icons).toHaveLength(2)
    for (const icon of icons) {
      expect(icon).toHaveAttribute('width', String(px))
      expect(icon).toHaveAttribute('height', String(px))
    }
  })

  it('styles each size and theme its own way, and the defaults as md primary', () => {
    const classOf = (element: HTMLElement) => element.className.split(' ').sort().join(' ')
    const { unmount } = render(<Button>По умолчанию</Button>)
    const byDefault = classOf(screen.getByRole('button', { name: 'По умолчанию' }))
    unmount()
    const seen = new Set<string>()
    for (const size of ['lg', 'md', 'sm'] as const)
      for (const theme of ['primary', 'secondary', 'ghost'] as const) {
        const { unmount: done } = render(
          <Button size={size} theme={theme}>
            Кнопка
          </Button>,
        )
        const classes = classOf(screen.getByRole('button', { name: 'Кнопка' }))
        if (size === 'md' && theme === 'primary') expect(classes).toBe(byDefault)
        seen.add(classes)
        done()
      }
    expect(seen.size).toBe(9)
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

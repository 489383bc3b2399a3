import { render, screen } from '@testing-library/react'
import { Icon } from './Icon'

describe('Icon', () => {
  it('is hidden from assistive tech when it has no label', () => {
    const { container } = render(<Icon name="search" />)
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('is an image named by its label when one is given', () => {
    render(<Icon name="heart" label="Избранное" />)
    expect(screen.getByRole('img', { name: 'Избранное' })).not.toHaveAttribute('aria-hidden')
  })

  it.each([
    ['sm', 16],
    ['md', 20],
    ['lg', 24],
  ] as const)('renders size %s as %i px', (size, px) => {
    render(<Icon name="bell" size={size} label="Уведомления" />)
    const svg = screen.getByRole('img', { name: 'Уведомления' })
    expect(svg).toHaveAttribute('width', String(px))
    expect(svg).toHaveAttribute('height', String(px))
  })

  it('defaults to the md size and the icons sprite', () => {
    render(<Icon name="menu" label="Меню" />)
    const svg = screen.getByRole('img', { name: 'Меню' })
    expect(svg).toHaveAttribute('width', '20')
    expect(svg.querySelector('use')).toHaveAttribute('href', '/icons.svg#menu')
  })

  it('points at the qr sprite when asked', () => {
    render(<Icon sprite="qr" name="app" label="QR-код" />)
    expect(screen.getByRole('img', { name: 'QR-код' }).querySelector('use')).toHaveAttribute('href', '/qr.svg#app')
  })
})

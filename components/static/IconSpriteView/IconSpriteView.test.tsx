import { render, screen, within } from '@testing-library/react'

import { ICON_NAMES, QR_NAMES } from '@/components/ui/Icon'
import { IconSpriteView } from './IconSpriteView'

describe('IconSpriteView', () => {
  it.each([
    ['icons', /^icons/, ICON_NAMES],
    ['qr', /^qr/, QR_NAMES],
  ] as const)('shows every symbol of the %s sprite at 16, 20 and 24 px with its name', (sprite, title, names) => {
    render(<IconSpriteView />)
    const section = screen.getByRole('region', { name: title })
    const cells = within(section).getAllByRole('listitem')
    expect(cells).toHaveLength(names.length)
    cells.forEach((cell, index) => {
      const name = names[index]
      expect(cell).toHaveTextContent(name ?? '')
      const svgs = Array.from(cell.querySelectorAll('svg'))
      expect(svgs.map((svg) => svg.getAttribute('width'))).toEqual(['16', '20', '24'])
      for (const svg of svgs) expect(svg.querySelector('use')).toHaveAttribute('href', `/${sprite}.svg#${name}`)
    })
  })

  it('has a page heading', () => {
    render(<IconSpriteView />)
    expect(screen.getByRole('heading', { level: 1, name: 'Иконки' })).toBeInTheDocument()
  })
})

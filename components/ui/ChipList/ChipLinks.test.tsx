import { render, screen, within } from '@testing-library/react'

import { ChipLinks } from './ChipLinks'

describe('ChipLinks', () => {
  it('is a navigation named by its label, with each chip a link to its address', () => {
    render(
      <ChipLinks
        label="Теги"
        links={[
          { title: 'Вино', href: '/ekskursii-i-tury?tag=wine' },
          { title: 'Море', href: '/ekskursii-i-tury?tag=sea' },
        ]}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Теги' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Вино', '/ekskursii-i-tury?tag=wine'],
      ['Море', '/ekskursii-i-tury?tag=sea'],
    ])
    // Never a selection: no chip claims to be the current page.
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull()
  })

  it('draws nothing without links, so no empty landmark is announced', () => {
    const { container } = render(<ChipLinks label="Теги" links={[]} />)
    expect(container).toBeEmptyDOMElement()
  })
})

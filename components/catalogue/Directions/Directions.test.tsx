import { render, screen, within } from '@testing-library/react'

import { Directions } from './Directions'

describe('Directions: Яндекс Карты and 2ГИС', () => {
  it('offers both routes to the point, each opening a new tab and saying so', () => {
    render(<Directions point={{ lat: 44.9005, lon: 37.3105 }} />)
    const list = screen.getByRole('list', { name: 'Как добраться' })
    const yandex = within(list).getByRole('link', { name: 'Яндекс Карты (откроется в новой вкладке)' })
    const gis = within(list).getByRole('link', { name: '2ГИС (откроется в новой вкладке)' })
    expect(yandex).toHaveAttribute('href', 'https://yandex.ru/maps/?rtext=~44.9005,37.3105&rtt=auto')
    expect(gis).toHaveAttribute('href', 'https://2gis.ru/routeSearch/rsType/car/to/37.3105,44.9005')
    for (const link of [yandex, gis]) {
      expect(link).toHaveAttribute('target', '_blank')
      expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  it('shows nothing for an unusable point', () => {
    const { container } = render(<Directions point={{ lat: Number.NaN, lon: 37 }} />)
    expect(container).toBeEmptyDOMElement()
  })
})

import { render } from '@testing-library/react'

import { JsonLd } from './JsonLd'

describe('JsonLd', () => {
  it('renders one inert ld+json script that parses back to the data, even with </script> in it', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Конец </script><b>жирный</b>',
    } as const
    const { container } = render(<JsonLd data={data} />)
    const scripts = container.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.innerHTML).not.toContain('</script>')
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual(data)
    expect(container.querySelector('b')).toBeNull()
  })
})

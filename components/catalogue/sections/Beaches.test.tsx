import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'

import type { BeachView_BeachFragment } from '../../../graphql/__generated__/client/graphql'
import { SECTION_DESCRIPTIONS } from '../../../lib/catalogue/descriptions'
import { SITE_URL } from '../../../lib/seo/site'
import { BeachView } from './Beaches'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}))

const beach: BeachView_BeachFragment = {
  id: '7',
  title: 'Джемете',
  summary: null,
  previewPicture: null,
  group: { id: '2', title: 'Пляжи Джемете' },
  surface: { value: 'sand', label: 'Песок' },
  status: {
    state: { value: 'open', label: 'Открыт' },
    since: null,
    note: null,
  },
  workingHours: { allDay: true, from: null, to: null },
  address: 'Пионерский проспект',
  lengthMeters: 1200,
  amenities: [{ value: 'showers', label: 'Душ' }],
  html: '',
  gallery: [],
  location: null,
  seo: { title: null, description: null },
}

const jsonLd = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!))

describe('BeachView: SEO', () => {
  it('has its canonical URL, the section description as the last fallback, and Beach + BreadcrumbList data', () => {
    render(<BeachView beach={beach} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Джемете' })).toBeInTheDocument()
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/plyazhi/7`)
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', SECTION_DESCRIPTIONS.beaches)
    const data = jsonLd()
    expect(data.map((d) => d['@type']).sort()).toEqual(['Beach', 'BreadcrumbList'])
    const beachData = data.find((d) => d['@type'] === 'Beach')
    expect(beachData).toMatchObject({
      name: 'Джемете',
      url: `${SITE_URL}/plyazhi/7`,
      openingHoursSpecification: [{ opens: '00:00', closes: '23:59' }],
    })
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Главная',
      'Пляжи',
      'Группа пляжей',
      'Джемете',
    ])
  })
})

import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

import { SITE_URL } from '@/lib/seo/site'
import { pageInfo } from '@/lib/test/catalogueViews'
import { CatalogueListView } from './CatalogueListView'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}))

const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href')

const filter = {
  label: 'Когда',
  allLabel: 'Скоро',
  options: [{ value: 'past', label: 'Прошедшие' }],
}

describe('CatalogueListView: canonical URL', () => {
  it.each([
    [null, 1, `${SITE_URL}/afisha`],
    [null, 3, `${SITE_URL}/afisha?page=3`],
    ['past', 1, `${SITE_URL}/afisha?date=past`],
    ['past', 2, `${SITE_URL}/afisha?date=past&page=2`],
  ])('filter %s, page %i → %s (the public URL, never the ISR path)', (selected, page, url) => {
    render(
      <CatalogueListView
        path="/afisha"
        description="Афиша Анапы"
        filter={{ ...filter, selected }}
        pageInfo={pageInfo(page, 3)}
        cards={[]}
        emptyText="Пусто"
      />,
    )
    expect(canonical()).toBe(url)
  })

  it('emits the crumbs as a BreadcrumbList', () => {
    render(
      <CatalogueListView path="/plyazhi" description="Пляжи" pageInfo={pageInfo(1, 1)} cards={[]} emptyText="Пусто" />,
    )
    const lists = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    )
    expect(lists).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Главная', item: `${SITE_URL}/` },
          { '@type': 'ListItem', position: 2, name: 'Пляжи', item: `${SITE_URL}/plyazhi` },
        ],
      }),
    ])
  })
})

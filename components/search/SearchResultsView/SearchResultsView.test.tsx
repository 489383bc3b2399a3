import { render, screen } from '@testing-library/react'

import { NOTHING_FOUND } from '@/lib/search/entities'
import { SearchResultsView, type SearchPageProps } from './SearchResultsView'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))

const noResults = (total: number, page: number): SearchPageProps => ({
  text: 'пляж',
  entity: null,
  page,
  failed: false,
  results: { items: [], pageInfo: { total, page, pageSize: 10, pageCount: Math.max(1, Math.ceil(total / 10)) } },
})

describe('SearchResultsView with an empty page', () => {
  it('says nothing was found only when nothing was', () => {
    render(<SearchResultsView {...noResults(0, 1)} />)
    expect(screen.getByRole('status')).toHaveTextContent(NOTHING_FOUND)
  })

  it('past the last page, says how many there are and links to the last page', () => {
    render(<SearchResultsView {...noResults(39, 9)} />)
    const status = screen.getByRole('status')
    expect(status).not.toHaveTextContent(NOTHING_FOUND)
    expect(status).toHaveTextContent('Найдено: 39, но на странице 9 результатов нет.')
    expect(screen.getByRole('link', { name: 'Последняя страница — 4' })).toHaveAttribute(
      'href',
      '/poisk?search=%D0%BF%D0%BB%D1%8F%D0%B6&page=4',
    )
  })
})

import { render, screen, within } from '@testing-library/react'

import { pageInfo } from '@/lib/test/catalogueViews'
import { JournalListView, type JournalListProps } from './JournalListView'

const categories = [
  { __typename: 'JournalCategory' as const, id: '1', name: 'Пляжи', slug: 'plyazhi' },
  { __typename: 'JournalCategory' as const, id: '2', name: 'Виноделие', slug: 'vinodelie' },
]

function props(count: number, { page = 1, pageCount = 1, category = null as string | null } = {}): JournalListProps {
  return {
    category,
    data: {
      journalCategories: categories,
      journal: {
        pageInfo: pageInfo(page, pageCount, { pageSize: 9, total: count }),
        items: Array.from({ length: count }, (_, i) => ({
          id: String(i + 1),
          name: `Статья ${i + 1}`,
          slug: `statya-${i + 1}`,
          type: 'stati',
          createdAt: '2026-07-05T09:00:00.000Z',
          category: categories[0]!,
          previewPicture: null,
        })),
      },
    },
  }
}

describe('JournalListView', () => {
  it('shows the articles with links, dates and the crumb label as title', () => {
    render(<JournalListView {...props(9, { pageCount: 2 })} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Журнал курорта' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(9)
    expect(screen.getByRole('link', { name: 'Статья 1' })).toHaveAttribute('href', '/zhurnal-kurorta/stati/statya-1')
    expect(screen.getAllByText('05.07.2026')).toHaveLength(9)
  })

  it('marks the chosen category and links the others with ?category=', () => {
    render(<JournalListView {...props(2, { category: 'vinodelie' })} />)
    const chips = within(screen.getByRole('navigation', { name: 'Категории журнала' }))
    expect(chips.getByRole('link', { name: 'Виноделие' })).toHaveAttribute('aria-current', 'page')
    expect(chips.getByRole('link', { name: 'Все' })).toHaveAttribute('href', '/zhurnal-kurorta')
    expect(chips.getByRole('link', { name: 'Пляжи' })).toHaveAttribute('href', '/zhurnal-kurorta?category=plyazhi')
  })

  it('paginates within the chosen category', () => {
    render(<JournalListView {...props(9, { page: 2, pageCount: 3, category: 'plyazhi' })} />)
    const pages = within(screen.getByRole('navigation', { name: 'Страницы' }))
    expect(pages.getByRole('link', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page')
    expect(pages.getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/zhurnal-kurorta?category=plyazhi&page=3',
    )
    expect(pages.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('href', '/zhurnal-kurorta?category=plyazhi')
  })

  it('says so when a category has no articles yet', () => {
    render(<JournalListView {...props(0, { category: 'plyazhi' })} />)
    expect(screen.getByRole('status')).toHaveTextContent('В категории «Пляжи» пока нет статей.')
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument()
  })
})

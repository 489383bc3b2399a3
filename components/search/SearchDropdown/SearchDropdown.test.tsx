import { act, fireEvent, render, screen, within } from '@testing-library/react'

import type { SearchResultItem_ResultFragment } from '@/lib/__generated__/gql/graphql'
import { NOTHING_FOUND } from '@/lib/search/entities'
import { SEARCH_FAILED, SearchDropdown, type SearchRun } from './SearchDropdown'

const push = jest.fn()
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ push }) }))

const result = (n: number, over: Partial<SearchResultItem_ResultFragment> = {}): SearchResultItem_ResultFragment => ({
  id: String(n),
  entity: 'BEACH',
  slug: String(n),
  title: `Пляж ${n}`,
  image: null,
  workingHours: { allDay: true, from: null, to: null },
  bathing: { value: 'allowed', label: 'Купание разрешено' },
  distance: null,
  duration: null,
  ...over,
})

const answer = (count: number, total = count) => ({
  items: Array.from({ length: count }, (_, i) => result(i + 1)),
  total,
})

beforeEach(() => {
  jest.useFakeTimers()
  push.mockClear()
})
afterEach(() => jest.useRealTimers())

function setup(run: SearchRun) {
  render(<SearchDropdown runSearch={run} />)
  const input = screen.getByRole('searchbox', { name: 'Поиск по сайту' })
  const type = (value: string) => fireEvent.change(input, { target: { value } })
  return { input, type }
}

/** Lets the debounce run out and the answer's promise settle. */
async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
}

describe('SearchDropdown', () => {
  it('shows nothing until the visitor types', () => {
    const run = jest.fn<ReturnType<SearchRun>, Parameters<SearchRun>>()
    setup(run)
    expect(screen.queryByRole('list', { name: 'Результаты поиска' })).not.toBeInTheDocument()
    expect(screen.queryByText(NOTHING_FOUND)).not.toBeInTheDocument()
    expect(run).not.toHaveBeenCalled()
  })

  it('searches once, 500 ms after the last key', async () => {
    const run = jest.fn<ReturnType<SearchRun>, Parameters<SearchRun>>().mockResolvedValue(answer(2))
    const { type } = setup(run)
    type('п')
    await wait(300)
    type('пл')
    await wait(300)
    type('пляж')
    await wait(499)
    expect(run).not.toHaveBeenCalled()
    await wait(1)
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith('пляж', null)
    expect(within(screen.getByRole('list', { name: 'Результаты поиска' })).getAllByRole('link')).toHaveLength(2)
  })

  it('shows at most four results and offers all of them when there are more', async () => {
    const { type } = setup(jest.fn().mockResolvedValue(answer(4, 9)))
    type('пляж')
    await wait(500)
    const links = within(screen.getByRole('list', { name: 'Результаты поиска' })).getAllByRole('link')
    expect(links).toHaveLength(4)
    expect(links[0]).toHaveAttribute('href', '/plyazhi/1')
    expect(links[0]).toHaveTextContent('Круглосуточно')
    expect(screen.getByRole('link', { name: 'Все результаты (9)' })).toHaveAttribute(
      'href',
      '/poisk?search=%D0%BF%D0%BB%D1%8F%D0%B6',
    )
  })

  it('has no "all results" button when four or fewer were found', async () => {
    const { type } = setup(jest.fn().mockResolvedValue(answer(4, 4)))
    type('пляж')
    await wait(500)
    expect(screen.queryByRole('link', { name: /Все результаты/ })).not.toBeInTheDocument()
  })

  it('says so when nothing is found', async () => {
    const { type } = setup(jest.fn().mockResolvedValue(answer(0)))
    type('йцукен')
    await wait(500)
    expect(screen.getByText(NOTHING_FOUND)).toBeInTheDocument()
  })

  it('says so when the search fails', async () => {
    const { type } = setup(jest.fn().mockRejectedValue(new Error('network')))
    type('пляж')
    await wait(500)
    expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_FAILED)
  })

  it('filters by one kind at a time and searches again with it', async () => {
    const run = jest.fn<ReturnType<SearchRun>, Parameters<SearchRun>>().mockResolvedValue(answer(1))
    const { type } = setup(run)
    type('анапа')
    await wait(500)
    const filter = screen.getByRole('group', { name: 'Что искать' })
    fireEvent.click(within(filter).getByRole('button', { name: 'Афиша' }))
    await wait(0)
    expect(run).toHaveBeenLastCalledWith('анапа', 'EVENT')
    expect(within(filter).getByRole('button', { name: 'Афиша' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(filter).getByRole('button', { name: 'Всё' })).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(within(filter).getByRole('button', { name: 'Пляжи' }))
    await wait(0)
    expect(run).toHaveBeenLastCalledWith('анапа', 'BEACH')
    expect(within(filter).getByRole('button', { name: 'Афиша' })).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(within(filter).getByRole('button', { name: 'Всё' }))
    await wait(0)
    expect(run).toHaveBeenLastCalledWith('анапа', null)
  })

  it('keeps the newest answer when an older one arrives late', async () => {
    let resolveOld: (value: Awaited<ReturnType<SearchRun>>) => void = () => {}
    const run = jest
      .fn<ReturnType<SearchRun>, Parameters<SearchRun>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveOld = resolve)))
      .mockResolvedValueOnce({ items: [result(1, { title: 'Джемете' })], total: 1 })
    const { type } = setup(run)
    type('пля')
    await wait(500)
    type('джемете')
    await wait(500)
    await act(async () => resolveOld({ items: [result(2, { title: 'Старый ответ' })], total: 1 }))
    expect(screen.getByRole('link', { name: /Джемете/ })).toBeInTheDocument()
    expect(screen.queryByText('Старый ответ')).not.toBeInTheDocument()
  })

  it('opens the results page on Enter', () => {
    const { input, type } = setup(jest.fn())
    type('витязево')
    fireEvent.submit(input.closest('form')!)
    expect(push).toHaveBeenCalledWith('/poisk?search=%D0%B2%D0%B8%D1%82%D1%8F%D0%B7%D0%B5%D0%B2%D0%BE')
  })
})

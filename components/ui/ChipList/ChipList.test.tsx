import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

import { CHIP_LIST_COLLAPSED_COUNT } from '@/lib/constants'
import { ChipList, nextSelection, type Chip } from './ChipList'

type Listener = (event: MediaQueryListEvent) => void

/** A viewport for matchMedia: `min-width` queries match when the width is at least theirs. */
function mockViewport(width: number) {
  const listeners = new Set<Listener>()
  let current = width
  const matches = (query: string) => current >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity)
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return matches(query)
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia
  return {
    resize(next: number) {
      current = next
      act(() => listeners.forEach((listener) => listener({} as MediaQueryListEvent)))
    },
  }
}

const originalMatchMedia = window.matchMedia
afterEach(() => {
  window.matchMedia = originalMatchMedia
})

const tags: Chip[] = [
  { id: 1, title: 'Пляжи' },
  { id: 2, title: 'Вино' },
  { id: 3, title: 'Детям' },
]

const many = (count: number): Chip[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Тег ${i + 1}` }))

describe('ChipList', () => {
  describe('single mode', () => {
    it('replaces the selection with the chosen chip', async () => {
      const onChange = jest.fn()
      render(<ChipList chips={tags} mode="single" selected={[1]} onChange={onChange} label="Теги" />)
      expect(screen.getByRole('button', { name: 'Пляжи' })).toHaveAttribute('aria-pressed', 'true')
      expect(screen.getByRole('button', { name: 'Вино' })).toHaveAttribute('aria-pressed', 'false')
      await userEvent.click(screen.getByRole('button', { name: 'Вино' }))
      expect(onChange).toHaveBeenLastCalledWith([2])
    })

    it('keeps the chosen chip when it is chosen again', async () => {
      const onChange = jest.fn()
      render(<ChipList chips={tags} mode="single" selected={[1]} onChange={onChange} label="Теги" />)
      await userEvent.click(screen.getByRole('button', { name: 'Пляжи' }))
      expect(onChange).toHaveBeenLastCalledWith([1])
    })
  })

  describe('multiple mode', () => {
    it('adds an unselected chip and removes a selected one', async () => {
      const onChange = jest.fn()
      render(<ChipList chips={tags} mode="multiple" selected={[1, 3]} onChange={onChange} label="Теги" />)
      await userEvent.click(screen.getByRole('button', { name: 'Вино' }))
      expect(onChange).toHaveBeenLastCalledWith([1, 3, 2])
      await userEvent.click(screen.getByRole('button', { name: 'Пляжи' }))
      expect(onChange).toHaveBeenLastCalledWith([3])
    })

    it('treats an id from the URL ("2") and from the API (2) as the same chip', async () => {
      const onChange = jest.fn()
      render(<ChipList chips={tags} mode="multiple" selected={['2']} onChange={onChange} label="Теги" />)
      expect(screen.getByRole('button', { name: 'Вино' })).toHaveAttribute('aria-pressed', 'true')
      await userEvent.click(screen.getByRole('button', { name: 'Вино' }))
      expect(onChange).toHaveBeenLastCalledWith([])
    })
  })

  it.each([
    ['single', [1], 5, [5]],
    ['single', [], 5, [5]],
    ['multiple', [], 5, [5]],
    ['multiple', [5], 5, []],
    ['multiple', [1, 5, 2], '5', [1, 2]],
  ] as const)('nextSelection(%s, %p, %p) → %p', (mode, selected, id, expected) => {
    expect(nextSelection(mode, selected, id)).toEqual(expected)
  })

  it('hides chips without an id or a title', () => {
    const chips: Chip[] = [
      { id: 1, title: 'Пляжи' },
      { id: null, title: 'Без id' },
      { title: 'Тоже без id' },
      { id: '', title: 'Пустой id' },
      { id: 2, title: null },
      { id: 3, title: '   ' },
      { id: 4 },
      { id: 0, title: 'Нулевой id' },
    ]
    render(<ChipList chips={chips} mode="multiple" selected={[]} label="Теги" />)
    const names = screen.getAllByRole('button').map((button) => button.textContent)
    expect(names).toEqual(['Пляжи', 'Нулевой id'])
  })

  it('is operable from the keyboard', async () => {
    const onChange = jest.fn()
    render(<ChipList chips={tags} mode="single" selected={[]} onChange={onChange} label="Теги" />)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Пляжи' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith([1])
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith([2])
  })

  it('names the group with its label', () => {
    render(<ChipList chips={tags} mode="single" selected={[]} label="Теги" />)
    expect(within(screen.getByRole('group', { name: 'Теги' })).getAllByRole('button')).toHaveLength(3)
  })

  describe('as links', () => {
    const links: Chip[] = [
      { id: 'all', title: 'Все', href: '/zhurnal-kurorta' },
      { id: 'plyazhi', title: 'Пляжи', href: '/zhurnal-kurorta?category=plyazhi' },
    ]

    it('renders a navigation of links, the selected one marked as the current page', () => {
      render(<ChipList chips={links} mode="single" selected={['plyazhi']} label="Категории журнала" />)
      const nav = screen.getByRole('navigation', { name: 'Категории журнала' })
      expect(within(nav).getByRole('link', { name: 'Пляжи' })).toHaveAttribute('aria-current', 'page')
      expect(within(nav).getByRole('link', { name: 'Все' })).not.toHaveAttribute('aria-current')
      expect(within(nav).getByRole('link', { name: 'Все' })).toHaveAttribute('href', '/zhurnal-kurorta')
      expect(screen.queryByRole('button')).not.toBeInTheDocument()
    })

    it('marks selected links of a multiple list as current members of the set', () => {
      render(<ChipList chips={links} mode="multiple" selected={['plyazhi']} label="Категории" />)
      expect(screen.getByRole('link', { name: 'Пляжи' })).toHaveAttribute('aria-current', 'true')
    })
  })

  describe(`collapse to ${CHIP_LIST_COLLAPSED_COUNT} chips`, () => {
    it('shows 16 chips and a show-more toggle from 768 px on', async () => {
      mockViewport(768)
      render(<ChipList chips={many(20)} mode="multiple" selected={[]} label="Теги" />)
      expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(16)
      expect(screen.queryByRole('button', { name: 'Тег 17' })).not.toBeInTheDocument()

      const toggle = screen.getByRole('button', { name: 'Показать все (20)' })
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await userEvent.click(toggle)
      expect(screen.getByRole('button', { name: 'Тег 20' })).toBeVisible()
      expect(screen.getByRole('button', { name: 'Свернуть' })).toHaveAttribute('aria-expanded', 'true')

      await userEvent.click(screen.getByRole('button', { name: 'Свернуть' }))
      expect(screen.queryByRole('button', { name: 'Тег 17' })).not.toBeInTheDocument()
    })

    it('does not collapse below 768 px', () => {
      mockViewport(767)
      render(<ChipList chips={many(20)} mode="multiple" selected={[]} label="Теги" />)
      expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(20)
      expect(screen.queryByRole('button', { name: /Показать все/ })).not.toBeInTheDocument()
    })

    it('has no toggle when 16 chips fit', () => {
      mockViewport(1440)
      render(<ChipList chips={many(16)} mode="multiple" selected={[]} label="Теги" />)
      expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(16)
      expect(screen.queryByRole('button', { name: /Показать все/ })).not.toBeInTheDocument()
    })

    it('counts only valid chips toward the 16', () => {
      mockViewport(1024)
      render(<ChipList chips={[...many(16), { id: 99, title: null }]} mode="single" selected={[]} label="Теги" />)
      expect(screen.queryByRole('button', { name: /Показать все/ })).not.toBeInTheDocument()
    })

    it('keeps a selected chip beyond the 16th in view while collapsed', () => {
      mockViewport(1024)
      render(<ChipList chips={many(20)} mode="single" selected={[19]} label="Теги" />)
      expect(screen.getByRole('button', { name: 'Тег 19' })).toHaveAttribute('aria-pressed', 'true')
      expect(screen.queryByRole('button', { name: 'Тег 18' })).not.toBeInTheDocument()
    })

    it('follows the viewport when it crosses 768 px', () => {
      const viewport = mockViewport(1024)
      render(<ChipList chips={many(20)} mode="multiple" selected={[]} label="Теги" />)
      expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(16)
      viewport.resize(375)
      expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(20)
      expect(screen.queryByRole('button', { name: /Показать все/ })).not.toBeInTheDocument()
    })

    it('hydrates the server markup without a mismatch, then collapses on a wide screen', async () => {
      mockViewport(1280)
      const ui = <ChipList chips={many(20)} mode="multiple" selected={[]} label="Теги" />
      const container = document.createElement('div')
      container.innerHTML = renderToString(ui)
      document.body.appendChild(container)
      expect(within(container).getAllByRole('button', { pressed: false })).toHaveLength(20)

      const onRecoverableError = jest.fn()
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
      const root = await act(async () => hydrateRoot(container, ui, { onRecoverableError }))
      expect(onRecoverableError).not.toHaveBeenCalled()
      expect(consoleError).not.toHaveBeenCalled()
      expect(within(container).getAllByRole('button', { pressed: false })).toHaveLength(16)
      expect(within(container).getByRole('button', { name: 'Показать все (20)' })).toBeInTheDocument()
      consoleError.mockRestore()
      act(() => root.unmount())
      container.remove()
    })

    it('keeps every chip in the markup before the viewport is known, leaving the collapse to CSS', () => {
      // No matchMedia (as on the server): nothing is removed, so hydration and crawlers see all links.
      render(<ChipList chips={many(20)} mode="multiple" selected={[]} label="Теги" />)
      expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(20)
    })
  })
})

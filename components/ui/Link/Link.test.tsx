import { fireEvent, render, screen } from '@testing-library/react'
import Router from 'next/router'

import { Link } from './Link'

jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
    prefetch: jest.fn(() => Promise.resolve()),
  },
}))

const router = jest.mocked(Router)

beforeEach(() => jest.clearAllMocks())

const link = (name: string) => screen.getByRole('link', { name })

describe('Link', () => {
  it('is an ordinary link to its address', () => {
    render(<Link href="/plyazhi/7">Пляж Джемете</Link>)
    expect(link('Пляж Джемете')).toHaveAttribute('href', '/plyazhi/7')
  })

  it('opens a site path through the router, adding a history entry and scrolling to the top', () => {
    render(<Link href="/plyazhi/7">Пляж Джемете</Link>)
    const click = fireEvent.click(link('Пляж Джемете'))
    expect(click).toBe(false) // the browser's own navigation was prevented
    expect(router.push).toHaveBeenCalledWith('/plyazhi/7', undefined, { scroll: true })
    expect(router.replace).not.toHaveBeenCalled()
  })

  it('replaces the entry when asked, and keeps the scroll position when told to', () => {
    render(
      <Link href="/afisha?kategoriya=concert" replace scroll={false}>
        Концерты
      </Link>,
    )
    fireEvent.click(link('Концерты'))
    expect(router.replace).toHaveBeenCalledWith('/afisha?kategoriya=concert', undefined, { scroll: false })
    expect(router.push).not.toHaveBeenCalled()
  })

  it('runs its own click handler first, and leaves the page alone when that handler prevents it', () => {
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <Link href="/karta" onClick={onClick}>
        Карта
      </Link>,
    )
    fireEvent.click(link('Карта'))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(router.push).not.toHaveBeenCalled()
  })

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (a new tab or window)', (_, modifiers) => {
    render(<Link href="/karta">Карта</Link>)
    expect(fireEvent.click(link('Карта'), modifiers)).toBe(true)
    expect(router.push).not.toHaveBeenCalled()
  })

  it('leaves another site, a new tab, a download and a protocol-relative address to the browser', () => {
    render(
      <>
        <Link href="https://anapa-official.ru/">Сайт администрации</Link>
        <Link href="/karta" target="_blank">
          Карта в новой вкладке
        </Link>
        <Link href="/api/cap/alert.xml" download>
          Файл CAP
        </Link>
        <Link href="//example.org/">Другой сайт</Link>
      </>,
    )
    for (const name of ['Сайт администрации', 'Карта в новой вкладке', 'Файл CAP', 'Другой сайт'])
      expect(fireEvent.click(link(name))).toBe(true)
    expect(router.push).not.toHaveBeenCalled()
  })

  it('prefetches a site path when the pointer rests on it or a finger touches it, never another site', () => {
    render(
      <>
        <Link href="/zhurnal-kurorta">Журнал курорта</Link>
        <Link href="https://anapa-official.ru/">Сайт администрации</Link>
      </>,
    )
    expect(router.prefetch).not.toHaveBeenCalled()
    fireEvent.mouseEnter(link('Журнал курорта'))
    fireEvent.touchStart(link('Журнал курорта'))
    fireEvent.mouseEnter(link('Сайт администрации'))
    expect(router.prefetch.mock.calls).toEqual([['/zhurnal-kurorta'], ['/zhurnal-kurorta']])
  })

  it('a prefetch that fails is not an error: the click still opens the page', async () => {
    router.prefetch.mockRejectedValueOnce(new Error('offline'))
    render(<Link href="/plyazhi">Пляжи</Link>)
    fireEvent.mouseEnter(link('Пляжи'))
    await Promise.resolve()
    fireEvent.click(link('Пляжи'))
    expect(router.push).toHaveBeenCalledWith('/plyazhi', undefined, { scroll: true })
  })
})

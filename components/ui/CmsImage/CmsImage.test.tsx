import { MessageChannel as NodeMessageChannel } from 'node:worker_threads'

import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'

import { DATA_SAVER_KEY } from '@/lib/dataSaver'
import { CmsImage } from './CmsImage'

const image = {
  url: 'http://127.0.0.1:3001/api/media/file/dzhemete.jpg',
  width: 1200,
  height: 800,
  alt: 'Дюны Джемете',
}

describe('CmsImage', () => {
  it('renders the picture with its alt text and intrinsic size', () => {
    render(<CmsImage image={image} sizes="100vw" />)
    const img = screen.getByRole('img', { name: 'Дюны Джемете' })
    expect(img).toHaveAttribute('width', '1200')
    expect(img).toHaveAttribute('height', '800')
  })

  it('shows the broken-image icon when the picture fails to load, keeping its name and box', () => {
    render(<CmsImage image={image} sizes="100vw" />)
    fireEvent.error(screen.getByRole('img', { name: 'Дюны Джемете' }))
    const placeholder = screen.getByRole('img', { name: 'Дюны Джемете' })
    expect(placeholder.tagName).toBe('SPAN')
    expect(placeholder).toHaveStyle({ aspectRatio: '1200 / 800' })
    expect(placeholder.querySelector('use')?.getAttribute('href')).toMatch(/broken-image$/)
  })

  it('falls back to a 3:2 box when the CMS gave no size', () => {
    render(<CmsImage image={{ ...image, width: null, height: null }} sizes="100vw" />)
    expect(screen.getByRole('img', { name: 'Дюны Джемете' })).toHaveAttribute('width', '1200')
  })

  it('fetches a page’s largest picture first: eager, high priority, one preload', () => {
    const html = renderToString(<CmsImage image={image} sizes="100vw" priority />)
    const img = /<img[^>]*>/.exec(html)?.[0] ?? ''
    expect(img).toContain('fetchPriority="high"')
    expect(img).not.toContain('loading="lazy"')
    const preloads = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('fetchPriority="high"')
  })

  it('loads every other picture lazily, at the default priority', () => {
    const html = renderToString(<CmsImage image={image} sizes="100vw" />)
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('fetchPriority')
    expect(html).not.toContain('rel="preload"')
  })
})

describe('CmsImage in low-data mode', () => {
  beforeEach(() => window.localStorage.setItem(DATA_SAVER_KEY, 'on'))
  afterEach(() => window.localStorage.clear())

  it('loads nothing until «Показать фото» is tapped, keeping the picture’s box', async () => {
    const { container } = render(<CmsImage image={image} sizes="100vw" />)
    expect(container.querySelector('img')).toBeNull()
    const show = screen.getByRole('button', { name: 'Показать фото: Дюны Джемете' })
    expect(show.parentElement).toHaveStyle({ aspectRatio: '1200 / 800' })
    await userEvent.click(show)
    expect((await screen.findByRole('img', { name: 'Дюны Джемете' })).tagName).toBe('IMG')
  })

  it('on a page the service worker controls, the tap first has the worker let the picture through', async () => {
    const asked: unknown[] = []
    let answer: () => void = () => undefined
    const controller = {
      postMessage: (message: unknown, [port]: MessagePort[]) => {
        asked.push(message)
        answer = () => port!.postMessage(true)
      },
    }
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true })
    // jsdom has no MessageChannel; Node's is the same HTML interface.
    Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, value: NodeMessageChannel })
    try {
      const { container } = render(<CmsImage image={image} sizes="100vw" />)
      await userEvent.click(screen.getByRole('button', { name: 'Показать фото: Дюны Джемете' }))
      expect(asked).toEqual([{ type: 'anapa:show-picture', source: image.url }])
      expect(container.querySelector('img')).toBeNull()
      answer()
      expect((await screen.findByRole('img', { name: 'Дюны Джемете' })).tagName).toBe('IMG')
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
      Reflect.deleteProperty(globalThis, 'MessageChannel')
    }
  })

  it('inside a link (a card) is the picture’s box alone, named as the picture, with no control inside the link', () => {
    render(
      <a href="#plyazh">
        <CmsImage image={image} sizes="100vw" />
      </a>,
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Дюны Джемете' }).tagName).toBe('SPAN')
  })

  it('loads pictures as usual once the visitor switches it off', () => {
    window.localStorage.setItem(DATA_SAVER_KEY, 'off')
    render(<CmsImage image={image} sizes="100vw" />)
    expect(screen.getByRole('img', { name: 'Дюны Джемете' }).tagName).toBe('IMG')
  })
})

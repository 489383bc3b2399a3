import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

import { SITE_URL } from '@/lib/seo/site'
import { PageMeta } from './PageMeta'

// next/head collects tags for the document head; here they render in place, where queries see them.
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}))

const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content')
const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href')

describe('PageMeta', () => {
  it('gives the canonical URL and og:url absolute, from the page path with its query', () => {
    render(<PageMeta title="Афиша" description="Концерты" path="/afisha?date=past&page=2" />)
    expect(canonical()).toBe(`${SITE_URL}/afisha?date=past&page=2`)
    expect(meta('meta[property="og:url"]')).toBe(`${SITE_URL}/afisha?date=past&page=2`)
    expect(document.title).toBe('Афиша | Анапа — город-курорт')
    expect(meta('meta[name="description"]')).toBe('Концерты')
    expect(meta('meta[property="og:description"]')).toBe('Концерты')
  })

  it('makes a site-relative image absolute, keeps the CMS’s absolute one, and chooses the large card', () => {
    const { unmount } = render(<PageMeta title="Пляж" image="/cover.webp" />)
    expect(meta('meta[property="og:image"]')).toBe(`${SITE_URL}/cover.webp`)
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    unmount()
    render(<PageMeta title="Пляж" image="http://cms.test/api/media/file/a.webp" />)
    expect(meta('meta[property="og:image"]')).toBe('http://cms.test/api/media/file/a.webp')
    expect(meta('meta[name="twitter:image"]')).toBe('http://cms.test/api/media/file/a.webp')
  })

  it('without a path or a description, leaves those tags out rather than empty', () => {
    render(<PageMeta title="Профиль" description="  " noindex />)
    expect(canonical()).toBeUndefined()
    expect(document.querySelector('meta[name="description"]')).toBeNull()
    expect(meta('meta[name="robots"]')).toBe('noindex, follow')
  })

  it('without a picture of its own, shows its section’s generated cover, sized', () => {
    const { unmount } = render(<PageMeta title="Пляж Джемете" path="/plyazhi/12" />)
    expect(meta('meta[property="og:image"]')).toBe(`${SITE_URL}/api/og/plyazhi`)
    expect(meta('meta[property="og:image:width"]')).toBe('1200')
    expect(meta('meta[property="og:image:height"]')).toBe('630')
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
    unmount()
    render(<PageMeta title="Профиль" noindex />)
    expect(meta('meta[property="og:image"]')).toBe(`${SITE_URL}/api/og/home`)
  })
})

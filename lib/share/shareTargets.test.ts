import { shareTargets } from './shareTargets'

const page = { url: 'https://anapa-official.ru/plyazhi/12?x=1&y=2', title: 'Пляж «Джемете» & море' }

describe('shareTargets', () => {
  it('gives each service the page’s address and title, encoded', () => {
    const targets = Object.fromEntries(shareTargets(page).map((t) => [t.name, new URL(t.href)]))
    expect(Object.keys(targets)).toEqual(['ВКонтакте', 'Telegram', 'WhatsApp', 'Одноклассники'])
    expect(targets['ВКонтакте']!.origin).toBe('https://vk.com')
    expect(targets['ВКонтакте']!.searchParams.get('url')).toBe(page.url)
    expect(targets['ВКонтакте']!.searchParams.get('title')).toBe(page.title)
    expect(targets['Telegram']!.searchParams.get('url')).toBe(page.url)
    expect(targets['Telegram']!.searchParams.get('text')).toBe(page.title)
    expect(targets['WhatsApp']!.searchParams.get('text')).toBe(`${page.title} ${page.url}`)
    expect(targets['Одноклассники']!.searchParams.get('url')).toBe(page.url)
  })
})

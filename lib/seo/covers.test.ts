import { coverPath, coverText } from './covers'

describe('covers', () => {
  it('gives a page its section’s cover, and any other page the home page’s', () => {
    expect(coverPath('/plyazhi')).toBe('/api/og/plyazhi')
    expect(coverPath('/plyazhi/group-3?page=2')).toBe('/api/og/plyazhi')
    expect(coverPath('/zhurnal-kurorta/news/otkrytie-sezona')).toBe('/api/og/zhurnal-kurorta')
    expect(coverPath('/')).toBe('/api/og/home')
    expect(coverPath('/politika-konfidencialnosti')).toBe('/api/og/home')
  })

  it('titles a cover by its section’s name; an unknown key has none', () => {
    expect(coverText('plyazhi')?.title).toBe('Пляжи')
    expect(coverText('karta')?.title).toBe('Карта')
    expect(coverText('home')?.title).toBe('Анапа — город-курорт')
    expect(coverText('../etc/passwd')).toBeNull()
    expect(coverText('constructor')).toBeNull()
  })
})

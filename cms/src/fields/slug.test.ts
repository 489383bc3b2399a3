import { nextSlug, slugField } from './slug'

const live = () => Promise.resolve(true)
const neverLive = () => Promise.resolve(false)

describe('nextSlug', () => {
  it('spells an empty slug from the Russian title', async () => {
    await expect(
      nextSlug({ incoming: '', title: 'Джазовый вечер на Театральной площади', previous: null, isLive: live }),
    ).resolves.toBe('dzhazovyy-vecher-na-teatralnoy-ploshchadi')
  })

  it('leaves a slug the editor typed alone', async () => {
    await expect(
      nextSlug({
        incoming: 'jazz',
        title: 'Джазовый вечер',
        previous: { slug: 'dzhazovyy', title: 'Джазовый' },
        isLive: neverLive,
      }),
    ).resolves.toBe('jazz')
  })

  it('follows the title of a draft that has never been live', async () => {
    // An autosave stored «dzhaz» while the editor was typing; the next one has the whole title.
    await expect(
      nextSlug({
        incoming: 'dzhaz',
        title: 'Джазовый вечер',
        previous: { slug: 'dzhaz', title: 'Джаз' },
        isLive: neverLive,
      }),
    ).resolves.toBe('dzhazovyy-vecher')
  })

  it('keeps the address of a document that has been live when its title changes', async () => {
    const isLive = jest.fn(live)
    await expect(
      nextSlug({ incoming: 'dzhaz', title: 'Джазовый вечер', previous: { slug: 'dzhaz', title: 'Джаз' }, isLive }),
    ).resolves.toBe('dzhaz')
    expect(isLive).toHaveBeenCalledTimes(1)
  })

  it('asks whether the document is live only when the slug would change', async () => {
    const isLive = jest.fn(live)
    await nextSlug({ incoming: 'dzhaz', title: 'Джаз', previous: { slug: 'dzhaz', title: 'Джаз' }, isLive })
    await nextSlug({ incoming: 'own', title: 'Джаз', previous: { slug: 'own', title: 'Блюз' }, isLive })
    await nextSlug({ incoming: '', title: 'Джаз', previous: { slug: 'dzhaz', title: 'Джаз' }, isLive })
    expect(isLive).not.toHaveBeenCalled()
  })

  it('gives nothing for an empty slug and a title without letters, so validation asks for one', async () => {
    await expect(nextSlug({ incoming: '', title: '«—»', previous: null, isLive: live })).resolves.toBe('')
  })
})

describe('slugField validation', () => {
  const validate = (value: string | null, data: Record<string, unknown>, reserved: string[] = []) => {
    const field = slugField({ from: 'name', reserved })
    return (field.validate as (v: unknown, o: { data: unknown }) => true | string)(value, { data })
  }

  it('accepts an empty slug the title can give', () => {
    expect(validate('', { name: 'Пляжи' })).toBe(true)
    expect(validate(null, { name: 'Пляжи' })).toBe(true)
  })

  it('asks for a slug when the title gives none', () => {
    expect(validate('', { name: '' })).toBe('Впишите адрес латиницей: из заголовка его не составить')
  })

  it('refuses a typed slug outside the rule and a reserved one, also when spelt from the title', () => {
    expect(validate('Пляжи', { name: 'Пляжи' })).toMatch(/^Адрес: латинские буквы/)
    expect(validate('groups', { name: 'x' }, ['groups'])).toBe(
      'Адрес «groups» занят служебной страницей, выберите другой',
    )
    expect(validate('', { name: 'Groups' }, ['groups'])).toBe(
      'Адрес «groups» занят служебной страницей, выберите другой',
    )
  })
})

import { createYandexMetrika, METRIKA_INIT_OPTIONS } from './yandexMetrika'

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][] }
const ymOf = () => (window as Window & { ym?: Ym }).ym

describe('the Яндекс Метрика provider', () => {
  afterEach(() => {
    delete (window as Window & { ym?: Ym }).ym
    document.head.querySelectorAll('script').forEach((script) => script.remove())
  })

  it('adds the counter script once and starts the counter without a page view of its own', () => {
    const metrika = createYandexMetrika({ id: '98765432', scriptUrl: 'http://127.0.0.1:3297/metrika/tag.js' })
    metrika.load()
    metrika.load()
    const scripts = [...document.head.querySelectorAll('script')]
    expect(scripts.map((script) => script.src)).toEqual(['http://127.0.0.1:3297/metrika/tag.js'])
    expect(scripts[0]?.async).toBe(true)
    expect(ymOf()?.a).toEqual([[98765432, 'init', METRIKA_INIT_OPTIONS]])
    expect(METRIKA_INIT_OPTIONS).toMatchObject({ defer: true, webvisor: false, clickmap: false, trackLinks: false })
  })

  it('queues each page view with its referrer until tag.js takes the queue over', () => {
    const metrika = createYandexMetrika({ id: '98765432', scriptUrl: 'https://mc.yandex.ru/metrika/tag.js' })
    metrika.load()
    metrika.pageView('https://anapa.example/plyazhi', 'https://anapa.example/')
    metrika.pageView('https://anapa.example/')
    expect(ymOf()?.a?.slice(1)).toEqual([
      [98765432, 'hit', 'https://anapa.example/plyazhi', { referer: 'https://anapa.example/' }],
      [98765432, 'hit', 'https://anapa.example/', {}],
    ])
  })

  it('uses the loaded counter once it is there', () => {
    const calls: unknown[][] = []
    ;(window as Window & { ym?: Ym }).ym = (...args: unknown[]) => void calls.push(args)
    createYandexMetrika({ id: '1', scriptUrl: 'https://mc.yandex.ru/metrika/tag.js' }).pageView('https://a.example/x')
    expect(calls).toEqual([[1, 'hit', 'https://a.example/x', {}]])
  })
})

import { DEFAULT_TITLE, openClicked, showPushed, type PushScope, type PushWindow } from './push'

const ORIGIN = 'https://anapa.example'

function scope(windows: PushWindow[] = []) {
  const shown: { title: string; options?: NotificationOptions }[] = []
  const opened: string[] = []
  const fake: PushScope = {
    location: { origin: ORIGIN },
    registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
    clients: { matchAll: async () => windows, openWindow: async (url) => void opened.push(url) },
  }
  return { fake, shown, opened }
}

type FakeWindow = PushWindow & { postMessage: jest.Mock; navigate: jest.Mock; focus: jest.Mock }

function tab(url = `${ORIGIN}/plyazhi`): FakeWindow {
  const window: FakeWindow = {
    url,
    postMessage: jest.fn(),
    navigate: jest.fn(async () => undefined),
    // focus() answers the same window client, focused.
    focus: jest.fn(async (): Promise<PushWindow> => window),
  }
  return window
}

describe('push: a message from the CMS', () => {
  it('shows the pushed notification and tells open tabs', async () => {
    const open = tab()
    const { fake, shown } = scope([open])
    const payload = {
      id: '41',
      title: 'Штормовое предупреждение',
      body: 'Купание запрещено',
      topic: 'stormAlert',
      url: '/?uvedomlenie=41',
    }
    await showPushed(fake, { json: () => payload })
    expect(shown).toEqual([
      {
        title: 'Штормовое предупреждение',
        options: expect.objectContaining({
          body: 'Купание запрещено',
          tag: 'notification-41',
          lang: 'ru',
          requireInteraction: true,
          data: { url: '/?uvedomlenie=41' },
        }),
      },
    ])
    expect(open.postMessage).toHaveBeenCalledWith({ type: 'notification', id: '41' })
  })

  it('a message that is not JSON still shows, under the site’s name', async () => {
    const { fake, shown } = scope()
    await showPushed(fake, {
      json: () => {
        throw new SyntaxError('Unexpected token')
      },
    })
    expect(shown).toEqual([
      { title: DEFAULT_TITLE, options: expect.objectContaining({ body: '', data: { url: '/' } }) },
    ])
  })
})

describe('push: a click on the notification', () => {
  it('focuses an open tab of the site and takes it to the notification', async () => {
    const open = tab()
    const { fake } = scope([open])
    const notification = { close: jest.fn(), data: { url: '/?uvedomlenie=41' } }
    await openClicked(fake, notification)
    expect(notification.close).toHaveBeenCalled()
    expect(open.focus).toHaveBeenCalled()
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/?uvedomlenie=41`)
  })

  it.each([
    ['a site path', '/?uvedomlenie=7', `${ORIGIN}/?uvedomlenie=7`],
    ['another site', 'https://evil.example/', `${ORIGIN}/`],
    ['a protocol-relative address', '//evil.example/x', `${ORIGIN}/`],
    ['nothing', undefined, `${ORIGIN}/`],
  ])('with no tab open, opens %s as %s', async (_name, url, expected) => {
    const { fake, opened } = scope([tab('https://other.example/')])
    await openClicked(fake, { close: jest.fn(), data: { url } })
    expect(opened).toEqual([expected])
  })
})

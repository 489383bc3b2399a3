import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { megabytesText, SavedForOffline } from './SavedForOffline'

function deviceWith(usage: number) {
  const deleted: string[] = []
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} })
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate: async () => ({ usage }) } })
  Object.defineProperty(window, 'caches', {
    configurable: true,
    value: {
      keys: async () => ['anapa-pages', 'anapa-pictures', 'serwist-precache-v2-http://localhost/'],
      delete: async (name: string) => void deleted.push(name),
    },
  })
  return deleted
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker')
  Reflect.deleteProperty(navigator, 'storage')
  Reflect.deleteProperty(window, 'caches')
})

describe('SavedForOffline', () => {
  it('says how much is kept, and «Очистить» deletes the site’s copies', async () => {
    const deleted = deviceWith(12.34 * 1024 * 1024)
    render(<SavedForOffline />)
    expect(await screen.findByText(/Сохранено для чтения без связи: 12,3/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Очистить' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Сохранённые страницы удалены')
    expect(deleted.sort()).toEqual(['anapa-pages', 'anapa-pictures'])
  })

  it('says nothing where nothing can be kept', () => {
    render(<SavedForOffline />)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})

describe('megabytesText', () => {
  it('gives megabytes with a decimal comma, never zero', () => {
    expect(megabytesText(12.34 * 1024 * 1024)).toBe('12,3\u00a0МБ')
    expect(megabytesText(2_000)).toBe('0,1\u00a0МБ')
  })
})

import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import { absoluteUrl } from '@/lib/seo/site'
import { Share } from './Share'

const PATH = '/plyazhi/12'
const TITLE = 'Пляж «Джемете»'

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
})

describe('Share', () => {
  it('opens the phone’s share sheet with the page’s title and address where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { container } = render(<Share path={PATH} title={TITLE} />)
    await userEvent.click(screen.getByText('Поделиться'))
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: absoluteUrl(PATH) })
    expect(container.querySelector('details')).not.toHaveAttribute('open')
  })

  it('falls back to the list when the share sheet fails, but not when the visitor dismissed it', async () => {
    const share = jest.fn().mockRejectedValueOnce(Object.assign(new Error('x'), { name: 'AbortError' }))
    share.mockRejectedValueOnce(new Error('not allowed'))
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const { container } = render(<Share path={PATH} title={TITLE} />)
    await userEvent.click(screen.getByText('Поделиться'))
    expect(container.querySelector('details')).not.toHaveAttribute('open')
    await userEvent.click(screen.getByText('Поделиться'))
    await waitFor(() => expect(container.querySelector('details')).toHaveAttribute('open'))
  })

  it('lists the services with the page in their links, and copies the link', async () => {
    const user = userEvent.setup()
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    render(<Share path={PATH} title={TITLE} />)
    const services = screen.getByRole('list', { name: 'Поделиться через' })
    const vk = screen.getByRole('link', { name: 'ВКонтакте (откроется в новой вкладке)' })
    expect(services).toContainElement(vk)
    expect(new URL(vk.getAttribute('href')!).searchParams.get('url')).toBe(absoluteUrl(PATH))
    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }))
    expect(writeText).toHaveBeenCalledWith(absoluteUrl(PATH))
    expect(await screen.findByRole('status')).toHaveTextContent('Ссылка скопирована')
  })
})

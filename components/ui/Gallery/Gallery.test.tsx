import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { Gallery } from './Gallery'

/**
 * Records when the lightbox library is first evaluated, to prove it loads only on opening. The
 * flag sits on globalThis because a static import would run this factory before any const of the file.
 */
type Probe = { lightboxLibraryLoads?: number }
const probe = globalThis as Probe
jest.mock('yet-another-react-lightbox', () => {
  const target = globalThis as Probe
  target.lightboxLibraryLoads = (target.lightboxLibraryLoads ?? 0) + 1
  return jest.requireActual('yet-another-react-lightbox')
})

const images = [
  { url: 'http://127.0.0.1:3001/api/media/file/a.jpg', width: 1600, height: 1200, alt: 'Набережная' },
  { url: 'http://127.0.0.1:3001/api/media/file/b.jpg', width: 2000, height: 1000, alt: 'Пляж Джемете' },
  { url: 'http://127.0.0.1:3001/api/media/file/c.jpg', width: 800, height: 600, alt: 'Маяк' },
]

async function openLightbox(name: string) {
  fireEvent.click(screen.getByRole('button', { name }))
  return screen.findByRole('dialog', { name: 'Просмотр фото' })
}

describe('Gallery', () => {
  it('lists a thumbnail button per photo, named by its position, showing the photo', () => {
    render(<Gallery images={images} />)
    const list = screen.getByRole('list', { name: 'Фотографии' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Открыть фото 1 из 3',
      'Открыть фото 2 из 3',
      'Открыть фото 3 из 3',
    ])
    expect(within(buttons[1]!).getByRole('img', { name: 'Пляж Джемете' })).toBeInTheDocument()
  })

  it('loads the lightbox only when a photo is opened, and opens it at that photo', async () => {
    render(<Gallery images={images} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(probe.lightboxLibraryLoads).toBeUndefined()

    const dialog = await openLightbox('Открыть фото 2 из 3')
    expect(probe.lightboxLibraryLoads).toBe(1)
    const current = within(dialog)
      .getAllByRole('group')
      .find((slide) => !slide.hasAttribute('inert'))
    expect(current).toHaveAccessibleName('Фото 2 из 3')
    // The lightbox shows the original file, not the optimiser's thumbnail.
    expect(within(current!).getByRole('img', { name: 'Пляж Джемете' })).toHaveAttribute('src', images[1]!.url)
  })

  it('closes the lightbox and gives the focus back to the thumbnail that opened it', async () => {
    render(<Gallery images={images} />)
    await openLightbox('Открыть фото 3 из 3')
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Открыть фото 3 из 3' })).toHaveFocus()
  })

  it('shows the error state instead of an empty grid (docs/spec.md#5-validation-rules)', () => {
    render(<Gallery images={[]} />)
    expect(screen.getByRole('status')).toHaveTextContent('Не удалось загрузить изображения')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('takes its own list name', () => {
    render(<Gallery images={images} label="Фото пляжа" />)
    expect(screen.getByRole('list', { name: 'Фото пляжа' })).toBeInTheDocument()
  })
})

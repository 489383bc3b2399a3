import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import type { CmsImageData } from '@/components/ui/CmsImage'
import Lightbox from './Lightbox'

/**
 * The lightbox with the real yet-another-react-lightbox underneath. jsdom lays nothing out, so the
 * lightbox is given a 1032×832 container; minus the carousel's 16 px padding each slide is
 * 1000×800. Photo "B" is 2000×1000, so it opens fitted at scale 0.5 of its natural size.
 */

const images = [
  { url: 'https://cms.example/a.jpg', width: 1600, height: 1200, alt: 'A: набережная' },
  { url: 'https://cms.example/b.jpg', width: 2000, height: 1000, alt: 'B: пляж Джемете' },
  { url: 'https://cms.example/c.jpg', width: 800, height: 600, alt: 'C: маяк' },
]

/** jsdom has no PointerEvent; this one carries what the gestures read. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number
  readonly pointerType: string
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
    this.pointerType = init.pointerType ?? 'mouse'
  }
}

const layout = { clientWidth: 1032, clientHeight: 832 }

beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: TestPointerEvent })
  for (const [key, value] of Object.entries(layout)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value })
  }
})

afterAll(() => {
  Reflect.deleteProperty(window, 'PointerEvent')
  for (const key of Object.keys(layout)) Reflect.deleteProperty(HTMLElement.prototype, key)
})

afterEach(() => {
  jest.useRealTimers()
})

function open(index = 1, list: readonly CmsImageData[] = images) {
  const onClose = jest.fn()
  render(<Lightbox images={list} index={index} onClose={onClose} />)
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Просмотр фото' }) }
}

/** The slide on screen: its neighbours are rendered too, but inert. */
function currentSlide(): HTMLElement {
  const slide = screen.getAllByRole('group').find((group) => !group.hasAttribute('inert'))
  if (!slide) throw new Error('no current slide')
  return slide
}

function currentImage(): HTMLElement {
  return within(currentSlide()).getByRole('img')
}

function button(name: string): HTMLElement {
  return screen.getByRole('button', { name })
}

/** The focused lightbox container receives the keys, as in a browser. */
function press(key: string) {
  fireEvent.keyDown(document.activeElement ?? document.body, { key })
}

function pointer(type: 'pointerDown' | 'pointerMove' | 'pointerUp', target: Element, init: PointerEventInit) {
  fireEvent[type](target, { button: 0, buttons: type === 'pointerUp' ? 0 : 1, ...init })
}

function drag(dx: number, dy = 0, pointerType = 'touch') {
  const target = currentImage()
  const start = { clientX: 500, clientY: 400, pointerId: 1, pointerType }
  pointer('pointerDown', target, start)
  pointer('pointerMove', target, { ...start, clientX: 500 + dx / 2, clientY: 400 + dy / 2 })
  pointer('pointerUp', target, { ...start, clientX: 500 + dx, clientY: 400 + dy })
}

describe('Lightbox', () => {
  describe('opening', () => {
    it('shows the photo it was opened at, with its alt text and a counter', () => {
      open(1)
      expect(currentSlide()).toHaveAccessibleName('Фото 2 из 3')
      expect(currentImage()).toHaveAccessibleName('B: пляж Джемете')
      expect(currentImage()).toHaveAttribute('src', 'https://cms.example/b.jpg')
      expect(screen.getByText('2 / 3')).toBeInTheDocument()
    })

    it('moves focus into the dialog', () => {
      const { dialog } = open(1)
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    })

    it.each([
      [10, 'Фото 3 из 3'],
      [3, 'Фото 3 из 3'],
      [-5, 'Фото 1 из 3'],
    ])('clamps the out-of-range index %p (docs/spec.md#5-validation-rules)', (index, shown) => {
      open(index)
      expect(currentSlide()).toHaveAccessibleName(shown)
    })

    it('shows the error state in Russian for an empty list, and can still be closed', async () => {
      const { onClose } = open(0, [])
      expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить изображения')
      expect(screen.queryByRole('img')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Увеличить' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Следующее фото' })).not.toBeInTheDocument()
      fireEvent.click(button('Закрыть'))
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    })

    it('offers no previous or next control for a single photo', () => {
      open(0, images.slice(0, 1))
      expect(screen.queryByRole('button', { name: 'Предыдущее фото' })).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Следующее фото' })).not.toBeInTheDocument()
      expect(button('Увеличить')).toBeEnabled()
    })
  })

  describe('navigation controls and keys', () => {
    it('goes to the next and previous photo with the buttons, wrapping around the ends', () => {
      open(1)
      fireEvent.click(button('Следующее фото'))
      expect(currentSlide()).toHaveAccessibleName('Фото 3 из 3')
      expect(currentImage()).toHaveAccessibleName('C: маяк')
      fireEvent.click(button('Следующее фото'))
      expect(currentSlide()).toHaveAccessibleName('Фото 1 из 3')
      fireEvent.click(button('Предыдущее фото'))
      fireEvent.click(button('Предыдущее фото'))
      expect(currentSlide()).toHaveAccessibleName('Фото 2 из 3')
    })

    it('stays on the photo shown when the page re-renders with a fresh but equal list', async () => {
      const onClose = jest.fn()
      const { rerender } = render(<Lightbox images={images} index={1} onClose={onClose} />)
      fireEvent.click(button('Следующее фото'))
      await waitFor(() => expect(currentSlide()).toHaveAccessibleName('Фото 3 из 3'))
      rerender(<Lightbox images={images.map((image) => ({ ...image }))} index={1} onClose={onClose} />)
      expect(currentSlide()).toHaveAccessibleName('Фото 3 из 3')
    })

    it('goes to the next photo with ArrowRight and back with ArrowLeft', async () => {
      open(1)
      press('ArrowRight')
      await waitFor(() => expect(currentSlide()).toHaveAccessibleName('Фото 3 из 3'))
      press('ArrowLeft')
      await waitFor(() => expect(currentSlide()).toHaveAccessibleName('Фото 2 из 3'))
    })

    it('closes with Escape', async () => {
      const { onClose } = open(1)
      press('Escape')
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    })

    it('closes with the close button', async () => {
      const { onClose } = open(1)
      fireEvent.click(button('Закрыть'))
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    })
  })

  describe('zoom', () => {
    it('opens fitted to the screen (scale 0.5 of natural size)', () => {
      open(1)
      expect(currentImage().style.transform).toBe('translate(-50%, -50%) translate(0px, 0px) scale(0.5) rotate(0deg)')
      expect(currentImage()).toHaveStyle({ width: '2000px', height: '1000px' })
    })

    it('adds and takes away 0.12 per press of zoom in and zoom out', () => {
      open(1)
      fireEvent.click(button('Увеличить'))
      expect(currentImage().style.transform).toContain('scale(0.62)')
      fireEvent.click(button('Увеличить'))
      expect(currentImage().style.transform).toContain('scale(0.74)')
      fireEvent.click(button('Уменьшить'))
      fireEvent.click(button('Уменьшить'))
      fireEvent.click(button('Уменьшить'))
      expect(currentImage().style.transform).toContain('scale(0.38)')
    })

    it('stops at 3 times natural size and disables zoom in there', () => {
      open(1)
      for (let i = 0; i < 20; i += 1) fireEvent.click(button('Увеличить'))
      expect(currentImage().style.transform).toContain('scale(2.9)')
      expect(button('Увеличить')).toBeEnabled()
      fireEvent.click(button('Увеличить'))
      expect(currentImage().style.transform).toContain('scale(3)')
      expect(button('Увеличить')).toBeDisabled()
    })

    it('stops at 0.1 and disables zoom out there', () => {
      open(1)
      for (const expected of ['0.38', '0.26', '0.14']) {
        fireEvent.click(button('Уменьшить'))
        expect(currentImage().style.transform).toContain(`scale(${expected})`)
      }
      expect(button('Уменьшить')).toBeEnabled()
      fireEvent.click(button('Уменьшить'))
      expect(currentImage().style.transform).toContain('scale(0.1)')
      expect(button('Уменьшить')).toBeDisabled()
    })

    it('zooms with + and - (and = without Shift)', () => {
      open(1)
      press('+')
      expect(currentImage().style.transform).toContain('scale(0.62)')
      press('=')
      expect(currentImage().style.transform).toContain('scale(0.74)')
      press('-')
      expect(currentImage().style.transform).toContain('scale(0.62)')
    })

    it('leaves Ctrl and + to the browser', () => {
      open(1)
      fireEvent.keyDown(document.activeElement ?? document.body, { key: '+', ctrlKey: true })
      expect(currentImage().style.transform).toContain('scale(0.5)')
    })

    it('zooms in and back out with a double-click', () => {
      open(1)
      fireEvent.doubleClick(currentImage())
      expect(currentImage().style.transform).toContain('scale(1)')
      fireEvent.doubleClick(currentImage())
      expect(currentImage().style.transform).toContain('scale(0.5)')
    })

    it('zooms in with a double tap', () => {
      open(1)
      const tap = { clientX: 500, clientY: 400, pointerId: 3, pointerType: 'touch' }
      pointer('pointerDown', currentImage(), tap)
      pointer('pointerUp', currentImage(), tap)
      expect(currentImage().style.transform).toContain('scale(0.5)')
      pointer('pointerDown', currentImage(), tap)
      pointer('pointerUp', currentImage(), tap)
      expect(currentImage().style.transform).toContain('scale(1)')
      expect(currentSlide()).toHaveAccessibleName('Фото 2 из 3')
    })

    it('zooms with a pinch, by how far the fingers spread', () => {
      open(1)
      const image = currentImage()
      pointer('pointerDown', image, { pointerId: 1, pointerType: 'touch', clientX: 400, clientY: 400 })
      pointer('pointerDown', image, { pointerId: 2, pointerType: 'touch', clientX: 600, clientY: 400 })
      pointer('pointerMove', image, { pointerId: 2, pointerType: 'touch', clientX: 800, clientY: 400 })
      expect(currentImage().style.transform).toContain('scale(1)')
      pointer('pointerMove', image, { pointerId: 2, pointerType: 'touch', clientX: 2400, clientY: 400 })
      expect(currentImage().style.transform).toContain('scale(3)')
      // Lifting the fingers after a pinch is no swipe, however far they travelled.
      pointer('pointerUp', image, { pointerId: 2, pointerType: 'touch', clientX: 2400, clientY: 400 })
      pointer('pointerUp', image, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 400 })
      expect(currentSlide()).toHaveAccessibleName('Фото 2 из 3')
    })

    it('zooms with the wheel at most once per 80 ms', () => {
      jest.useFakeTimers({ now: 1_000_000 })
      open(1)
      const wheel = () => fireEvent.wheel(currentImage(), { deltaY: -100 })
      wheel()
      expect(currentImage().style.transform).toContain('scale(0.62)')
      wheel()
      expect(currentImage().style.transform).toContain('scale(0.62)')
      act(() => jest.advanceTimersByTime(79))
      wheel()
      expect(currentImage().style.transform).toContain('scale(0.62)')
      act(() => jest.advanceTimersByTime(1))
      wheel()
      expect(currentImage().style.transform).toContain('scale(0.74)')
      act(() => jest.advanceTimersByTime(80))
      fireEvent.wheel(currentImage(), { deltaY: 100 })
      expect(currentImage().style.transform).toContain('scale(0.62)')
    })

    it('starts every photo fitted again after navigating', () => {
      open(1)
      fireEvent.click(button('Увеличить'))
      fireEvent.click(button('Повернуть'))
      fireEvent.click(button('Следующее фото'))
      // C is 800×600: smaller than the slide, so it fits at its natural size.
      expect(currentImage().style.transform).toBe('translate(-50%, -50%) translate(0px, 0px) scale(1) rotate(0deg)')
    })
  })

  describe('rotate and resize', () => {
    it('turns the picture clockwise by 90° per press, refitting it', () => {
      open(1)
      fireEvent.click(button('Повернуть'))
      // Turned, the 2000×1000 picture is 1000 wide and 2000 tall: 800/2000 = 0.4 fits it.
      expect(currentImage().style.transform).toContain('scale(0.4) rotate(90deg)')
      fireEvent.click(button('Повернуть'))
      expect(currentImage().style.transform).toContain('scale(0.5) rotate(180deg)')
      fireEvent.click(button('Повернуть'))
      fireEvent.click(button('Повернуть'))
      expect(currentImage().style.transform).toContain('rotate(360deg)')
    })

    it('toggles between the natural size and fitting the screen', () => {
      open(1)
      fireEvent.click(button('Исходный размер'))
      expect(currentImage().style.transform).toContain('scale(1)')
      expect(screen.queryByRole('button', { name: 'Исходный размер' })).not.toBeInTheDocument()
      fireEvent.click(button('Вписать в экран'))
      expect(currentImage().style.transform).toContain('scale(0.5)')
      expect(button('Исходный размер')).toBeInTheDocument()
    })

    it('offers to fit the screen again once zoomed', () => {
      open(1)
      fireEvent.click(button('Увеличить'))
      fireEvent.click(button('Вписать в экран'))
      expect(currentImage().style.transform).toContain('scale(0.5)')
    })
  })

  describe('swipe (tolerance 50 px)', () => {
    it.each([
      [-49, 'Фото 2 из 3'],
      [-50, 'Фото 2 из 3'],
      [-51, 'Фото 3 из 3'],
      [49, 'Фото 2 из 3'],
      [51, 'Фото 1 из 3'],
    ])('a drag of %p px shows %p', (dx, shown) => {
      open(1)
      drag(dx)
      expect(currentSlide()).toHaveAccessibleName(shown)
    })

    it('swipes with a mouse drag too', () => {
      open(1)
      drag(-120, 0, 'mouse')
      expect(currentSlide()).toHaveAccessibleName('Фото 3 из 3')
    })

    it('ignores a mostly vertical drag', () => {
      open(1)
      drag(-60, 200)
      expect(currentSlide()).toHaveAccessibleName('Фото 2 из 3')
    })

    it('moves a picture larger than the screen instead of changing the photo', () => {
      open(1)
      fireEvent.click(button('Исходный размер'))
      drag(-120)
      expect(currentSlide()).toHaveAccessibleName('Фото 2 из 3')
      expect(currentImage().style.transform).toBe('translate(-50%, -50%) translate(-120px, 0px) scale(1) rotate(0deg)')
    })
  })

  describe('pictures that are not there', () => {
    it('shows the broken-image state and disables the view controls when a photo fails to load', () => {
      open(1)
      fireEvent.error(currentImage())
      expect(within(currentSlide()).getByText('Не удалось загрузить фото')).toBeInTheDocument()
      expect(within(currentSlide()).getByRole('img', { name: 'B: пляж Джемете' }).tagName).toBe('svg')
      for (const name of ['Увеличить', 'Уменьшить', 'Повернуть', 'Исходный размер']) {
        expect(button(name)).toBeDisabled()
      }
      fireEvent.click(button('Следующее фото'))
      expect(button('Увеличить')).toBeEnabled()
    })

    it('waits for the size of a picture the CMS did not measure, then zooms it', () => {
      open(0, [{ url: 'https://cms.example/x.jpg', alt: 'Без размеров' }])
      const image = screen.getByRole('img', { name: 'Без размеров' })
      expect(image.style.transform).toBe('')
      expect(button('Увеличить')).toBeDisabled()
      Object.defineProperty(image, 'naturalWidth', { value: 4000 })
      Object.defineProperty(image, 'naturalHeight', { value: 1000 })
      fireEvent.load(image)
      // 1000/4000 = 0.25 fits the 1000 px wide slide.
      expect(screen.getByRole('img', { name: 'Без размеров' }).style.transform).toContain('scale(0.25)')
      expect(button('Увеличить')).toBeEnabled()
    })
  })
})

/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps, ReactNode, RefObject } from 'react'
import { useState } from 'react'

import { BlurRegionsField } from './BlurRegionsField'

/**
 * Payload's form hooks, as a field sees them: the value lives in React state here, the photo has a
 * stored file. The tool itself is ours and real.
 */
const saved: { value: unknown } = { value: [] }
jest.mock('@payloadcms/ui', () => ({
  useField: () => {
    const [value, setValue] = useState<unknown>(saved.value)
    return {
      value,
      setValue: (next: unknown) => {
        saved.value = next
        setValue(next)
      },
      showError: false,
      disabled: false,
    }
  },
  useFormFields: (select: (state: [Record<string, { value: unknown }>]) => unknown) =>
    select([{ filename: { value: 'a b.jpg' } }]),
  useConfig: () => ({ config: { routes: { api: '/api' } } }),
  Button: ({
    children,
    ref,
    buttonStyle: _style,
    size: _size,
    ...props
  }: { children: ReactNode; ref?: RefObject<HTMLButtonElement | null>; buttonStyle?: string; size?: string } & Omit<
    ComponentProps<'button'>,
    'ref'
  >) => (
    <button type="button" ref={ref} {...props}>
      {children}
    </button>
  ),
}))

type Props = ComponentProps<typeof BlurRegionsField>
const props = { path: 'blur_regions', field: { name: 'blur_regions', type: 'json' } } as unknown as Props

const regions = () => saved.value as { x: number; y: number; w: number; h: number }[]

beforeEach(() => {
  saved.value = []
})

it('shows the original through the access-checked file route, with help in Russian', () => {
  render(<BlurRegionsField {...props} />)
  expect(screen.getByRole('heading', { name: 'Скрыть лица и номера' })).toBeTruthy()
  expect(screen.getByRole('img', { name: 'Фото обращения' }).getAttribute('src')).toBe(
    '/api/appeal-photos/file/a%20b.jpg',
  )
  expect(screen.getByText(/сведения о месте съёмки \(GPS\).*удалены/)).toBeTruthy()
  expect(screen.getByText('Областей пока нет: фото будет показано целиком.')).toBeTruthy()
})

it('adds, moves, resizes and removes an area from the keyboard alone', async () => {
  const user = userEvent.setup()
  render(<BlurRegionsField {...props} />)
  await user.click(screen.getByRole('button', { name: 'Добавить область' }))
  const area = screen.getByRole('button', { name: 'Область 1: слева 40 %, сверху 40 %, ширина 20 %, высота 20 %' })
  expect(document.activeElement).toBe(area)

  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}')
  expect(regions()[0]!.x).toBeCloseTo(0.42)
  expect(regions()[0]!.y).toBeCloseTo(0.41)
  await user.keyboard('{Shift>}{ArrowRight}{ArrowUp}{/Shift}')
  expect(regions()[0]!.w).toBeCloseTo(0.21)
  expect(regions()[0]!.h).toBeCloseTo(0.19)
  expect(screen.getByRole('button', { name: /^Область 1: слева 42 %, сверху 41 %, ширина 21 %, высота 19 %/ })).toBe(
    document.activeElement,
  )

  await user.click(screen.getByRole('button', { name: 'Удалить область 1' }))
  expect(regions()).toEqual([])
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Добавить область' }))
})

it('chooses an area from the list and removes it with Delete', async () => {
  saved.value = [
    { x: 0, y: 0, w: 0.1, h: 0.1 },
    { x: 0.5, y: 0.5, w: 0.2, h: 0.2 },
  ]
  const user = userEvent.setup()
  render(<BlurRegionsField {...props} />)
  await user.click(screen.getAllByRole('button', { name: 'Выбрать' })[1]!)
  expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Область 2:/)
  await user.keyboard('{Delete}')
  expect(regions()).toEqual([{ x: 0, y: 0, w: 0.1, h: 0.1 }])
})

it('stops adding at the limit', async () => {
  saved.value = Array.from({ length: 20 }, () => ({ x: 0, y: 0, w: 0.1, h: 0.1 }))
  render(<BlurRegionsField {...props} />)
  expect(screen.getByRole('button', { name: 'Добавить область' }).hasAttribute('disabled')).toBe(true)
  expect(screen.getByText('Областей: 20 из 20')).toBeTruthy()
})

describe('with the pointer', () => {
  beforeEach(() => {
    // jsdom lays nothing out: the photo is 200×100 at the page's corner.
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ left: 0, top: 0, width: 200, height: 100 } as DOMRect)
    HTMLElement.prototype.setPointerCapture = jest.fn()
  })

  afterEach(() => jest.restoreAllMocks())

  it('draws an area by dragging over the photo, and moves it by dragging it', async () => {
    const user = userEvent.setup()
    render(<BlurRegionsField {...props} />)
    const photo = screen.getByRole('img', { name: 'Фото обращения' })
    await user.pointer([
      { keys: '[MouseLeft>]', target: photo, coords: { clientX: 120, clientY: 80 } },
      { target: photo, coords: { clientX: 20, clientY: 10 } },
      { keys: '[/MouseLeft]', target: photo, coords: { clientX: 20, clientY: 10 } },
    ])
    expect(regions()).toHaveLength(1)
    const [drawn] = regions()
    expect([drawn!.x, drawn!.y, drawn!.w, drawn!.h].map((n) => Math.round(n * 100))).toEqual([10, 10, 50, 70])

    const area = screen.getByRole('button', { name: /^Область 1:/ })
    await user.pointer([
      { keys: '[MouseLeft>]', target: area, coords: { clientX: 40, clientY: 20 } },
      { target: area, coords: { clientX: 60, clientY: 30 } },
      { keys: '[/MouseLeft]', target: area, coords: { clientX: 60, clientY: 30 } },
    ])
    const [moved] = regions()
    expect([moved!.x, moved!.y, moved!.w, moved!.h].map((n) => Math.round(n * 100))).toEqual([20, 20, 50, 70])
  })

  it('draws nothing on a click', async () => {
    const user = userEvent.setup()
    render(<BlurRegionsField {...props} />)
    await user.click(screen.getByRole('img', { name: 'Фото обращения' }))
    expect(regions()).toEqual([])
  })
})

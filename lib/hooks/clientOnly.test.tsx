import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'

import { clientOnly } from './clientOnly'

const Greeting = ({ name }: { name: string }) => <p>Здравствуйте, {name}</p>

describe('clientOnly', () => {
  it('draws the fallback on the server, never the component', () => {
    const load = jest.fn(() => Promise.resolve(Greeting))
    const Lazy = clientOnly(load, () => <span>Загрузка</span>)
    expect(renderToString(<Lazy name="Анна" />)).toBe('<span>Загрузка</span>')
    expect(load).not.toHaveBeenCalled()
  })

  it('loads the component in the browser and passes the props on', async () => {
    const Lazy = clientOnly(() => Promise.resolve(Greeting))
    render(<Lazy name="Анна" />)
    expect(await screen.findByText('Здравствуйте, Анна')).toBeInTheDocument()
  })

  it('loads the module once, however many times it is drawn', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting))
    const Lazy = clientOnly(load)
    render(
      <>
        <Lazy name="Анна" />
        <Lazy name="Борис" />
      </>,
    )
    expect(await screen.findByText('Здравствуйте, Борис')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps the fallback when the chunk fails to arrive, instead of taking the page down', async () => {
    const Lazy = clientOnly<{ name: string }>(
      () => Promise.reject(new Error('ChunkLoadError')),
      () => <span>Колокольчик</span>,
    )
    render(
      <>
        <Lazy name="Анна" />
        <p>Страница</p>
      </>,
    )
    expect(await screen.findByText('Колокольчик')).toBeInTheDocument()
    expect(screen.getByText('Страница')).toBeInTheDocument()
  })
})

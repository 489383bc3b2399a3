import { render, screen } from '@testing-library/react'

import { CamerasView } from './Cameras'

jest.mock('next/head', () => jest.requireActual('@/lib/test/headInBody'))

describe('CamerasView', () => {
  it('shows the title and each camera with its name, address and note', () => {
    render(
      <CamerasView
        cameras={[
          {
            id: '1',
            title: 'Центральный пляж',
            summary: 'Вид на море',
            streamUrl: null,
            address: 'Пионерский проспект',
            poster: null,
          },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Онлайн-камеры' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Центральный пляж' })).toBeInTheDocument()
    expect(screen.getByText('Пионерский проспект')).toBeInTheDocument()
    expect(screen.getByText('Вид на море')).toBeInTheDocument()
  })

  it('says so when no camera is connected', () => {
    render(<CamerasView cameras={[]} />)
    expect(screen.getByRole('status')).toHaveTextContent('Камеры пока не подключены. Загляните позже.')
  })
})

import { render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'

import type { AlertView_AlertFragment } from '@/lib/__generated__/gql/graphql'
import { AlertView } from './AlertView'

jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => <>{children}</>,
}))

const alert: AlertView_AlertFragment = {
  identifier: 'anapa-1783836600000-0a1b2c3d',
  sent: '2026-07-12T06:30:00.000Z',
  msgType: { value: 'Alert', label: 'Оповещение' },
  event: 'Запрет купания',
  headline: 'Купание запрещено: Центральный пляж',
  description: 'Причина: шторм. Решение: МЧС, оперативное сообщение № 14.',
  instruction: 'Не заходите в воду до отмены запрета.',
  urgency: { label: 'Немедленно' },
  severity: { value: 'Severe', label: 'Высокая' },
  certainty: { label: 'Наблюдается' },
  onset: null,
  expires: '2026-07-12T15:00:00.000Z',
  areaDesc: 'Центральный пляж',
  beaches: [{ id: '7', title: 'Центральный пляж' }],
  references: [],
}

describe('an official alert’s page', () => {
  it('says what happened, what to do, how urgent and until when, and links its beach and CAP document', () => {
    render(<AlertView alert={alert} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Купание запрещено: Центральный пляж' })).toBeInTheDocument()
    // A Severe alert in the danger tone (lib/alerts/severityTone.ts).
    expect(screen.getByText('Оповещение')).toHaveClass('danger')
    expect(screen.getByText('Не заходите в воду до отмены запрета.')).toBeInTheDocument()
    expect(screen.getByText('Немедленно')).toBeInTheDocument()
    expect(screen.getByText('12.07.2026, 18:00')).toBeInTheDocument()
    const beaches = screen.getByRole('region', { name: 'Пляжи' })
    expect(within(beaches).getByRole('link', { name: 'Центральный пляж' })).toHaveAttribute('href', '/plyazhi/7')
    expect(screen.getByRole('link', { name: 'документ CAP 1.2' })).toHaveAttribute(
      'href',
      '/cap/anapa-1783836600000-0a1b2c3d.xml',
    )
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/opoveshcheniya\/anapa-1783836600000-0a1b2c3d$/,
    )
  })

  it('reads «Отбой» for a Cancel, without lines it has no value for', () => {
    render(
      <AlertView
        alert={{
          ...alert,
          msgType: { value: 'Cancel', label: 'Отбой' },
          instruction: null,
          expires: null,
          beaches: [],
        }}
      />,
    )
    expect(screen.getByText('Отбой')).toBeInTheDocument()
    expect(screen.queryByText('Действует до')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Пляжи' })).not.toBeInTheDocument()
  })
})

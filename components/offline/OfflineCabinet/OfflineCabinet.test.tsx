import { render, screen, within } from '@testing-library/react'

import { SessionProvider, type SessionUser } from '@/components/session'
import { copy, RESIDENT_ID } from '@/lib/test/residentCopy'
import { residentFixture } from '@/lib/test/mockApollo'
import type { ResidentCopy } from '@/lib/offline/residentCopy'
import { OfflineCabinet } from './OfflineCabinet'

/** The address the service worker sent the resident here from (lib/pwa/deviceCopy.ts offlineCabinetHref). */
const route = { query: {} as Record<string, string> }
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ ...route, isReady: true }) }))

// The device's store, faked: what is under test is what the page shows of it, and to whom.
const stored: { copy: ResidentCopy | null } = { copy: null }
jest.mock('@/lib/offline/residentCopy', () => ({
  ...jest.requireActual('@/lib/offline/residentCopy'),
  readResidentCopy: () => Promise.resolve(stored.copy),
}))

const NOW = () => new Date('2026-11-28T15:00:00Z')

function renderAt(path: string, { residentId = RESIDENT_ID }: { residentId?: string | null } = {}) {
  route.query = { adres: path }
  const me = residentId === null ? null : (residentFixture({ id: residentId }) as SessionUser)
  return render(
    <SessionProvider serverUser={me}>
      <OfflineCabinet now={NOW} />
    </SessionProvider>,
  )
}

beforeEach(() => {
  stored.copy = copy
})

describe('OfflineCabinet', () => {
  it('shows a booking’s ticket with its QR code, saying as of when', async () => {
    renderAt('/pokupki/501')
    // 11:05 UTC is 14:05 in Anapa.
    expect(await screen.findByRole('status')).toHaveTextContent('Нет связи. Показано по состоянию на 14:05')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Бронирование')
    expect(screen.getByRole('img', { name: 'QR-код билета T-501' })).toBeInTheDocument()
    expect(screen.getByText('Центральный причал')).toBeInTheDocument()
  })

  it('lists the upcoming bookings, each leading to its ticket', async () => {
    renderAt('/pokupki')
    const link = await screen.findByRole('link', { name: 'Морская прогулка' })
    expect(link).toHaveAttribute('href', '/pokupki/501')
  })

  it('shows a favourite beach with its last conditions and their time', async () => {
    renderAt('/izbrannoe')
    expect(await screen.findByRole('link', { name: 'Пляж Джемете' })).toHaveAttribute('href', '/plyazhi/12')
    expect(
      screen.getByText(/^Купание запрещено\. Вода \+14,5\s°C\. обновлено 28\.11\.2026, 14:05$/),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Анапский маяк' })).toBeInTheDocument()
  })

  it('shows an appeal with the care service’s answer and its history', async () => {
    renderAt('/moi-obrashcheniya/appeal-31')
    expect(await screen.findByText('Фонарь заменён.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: /^Ответ от 22\.11\.2026/ })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'История' })).getAllByRole('listitem')).toHaveLength(2)
  })

  it('shows the permit applications with their status', async () => {
    renderAt('/rezident-applications')
    expect(await screen.findByText('RP-2026-000009')).toBeInTheDocument()
    expect(screen.getByText('На рассмотрении. Решение ожидается до 10.12.2026')).toBeInTheDocument()
  })

  it('offers the address again, for when the connection is back', async () => {
    renderAt('/pokupki/501')
    expect(await screen.findByRole('link', { name: 'Открыть страницу заново' })).toHaveAttribute('href', '/pokupki/501')
  })

  it('takes no address but one of the site’s own for the cabinet’s', async () => {
    renderAt('//evil.example/pokupki/501')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Личный кабинет')
    expect(screen.queryByRole('link', { name: 'Открыть страницу заново' })).not.toBeInTheDocument()
  })

  it('shows the notifications on the cabinet’s other pages, with links to every kept list', async () => {
    renderAt('/upravleniye-profilem')
    expect(await screen.findByText('Штормовое предупреждение')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Сохранено на устройстве' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/izbrannoe', '/pokupki', '/rezident-applications', '/moi-obrashcheniya'])
  })

  it('says a booking not kept is not there, rather than showing nothing', async () => {
    renderAt('/pokupki/999')
    expect(await screen.findByText(/Этого бронирования нет среди сохранённых/)).toBeInTheDocument()
  })

  it('never shows another resident’s copy, nor any copy to a signed-out visitor', async () => {
    renderAt('/pokupki/501', { residentId: '8' })
    expect(await screen.findByRole('alert')).toHaveTextContent('нет сохранённых данных кабинета')
    expect(screen.queryByRole('img', { name: /QR-код/ })).not.toBeInTheDocument()

    renderAt('/pokupki/501', { residentId: null }).unmount()
  })

  it('says so when the device keeps nothing', async () => {
    stored.copy = null
    renderAt('/izbrannoe')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Нет связи, а на этом устройстве нет сохранённых данных кабинета.',
    )
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/')
  })
})

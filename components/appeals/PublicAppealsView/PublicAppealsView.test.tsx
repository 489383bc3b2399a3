import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

import type { PublicAppealsProps } from '@/lib/appeals/publicAppealProps'
import { PublicAppealsView } from './PublicAppealsView'

const router = {
  isReady: true,
  query: {} as Record<string, string>,
  replace: jest.fn(async ({ query }: { query: Record<string, string> }) => {
    router.query = query
    return true
  }),
}
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => router }))

type Appeal = PublicAppealsProps['appeals'][number]

const appeal = (number: string, topic: [string, string], status: Appeal['status'], label: string): Appeal => ({
  number,
  topic: { id: topic[0], name: topic[1] },
  text: `Текст ${number}`,
  status,
  statusLabel: label,
  closed: status === 'resolved',
  address: 'ул. Крымская, 1',
  location: { lat: 44.89, lon: 37.31 },
  createdAt: '2026-11-20T09:00:00.000Z',
})

const appeals = [
  appeal('A-2026-000001', ['1', 'Дороги'], 'new', 'Новое'),
  appeal('A-2026-000002', ['2', 'Благоустройство'], 'resolved', 'Решено'),
  appeal('A-2026-000003', ['1', 'Дороги'], 'resolved', 'Решено'),
]

const listed = () =>
  within(screen.getByRole('list', { name: 'Обращения жителей' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

const replaceAndUpdateQuery = router.replace.getMockImplementation()!

beforeEach(() => {
  router.query = {}
  router.replace.mockClear()
  router.replace.mockImplementation(replaceAndUpdateQuery)
})

describe('PublicAppealsView', () => {
  it('lists every appeal with its page, and says nothing personal is shown', () => {
    render(<PublicAppealsView appeals={appeals} total={3} />)
    expect(listed()).toEqual(['A-2026-000001', 'A-2026-000002', 'A-2026-000003'])
    expect(screen.getByRole('link', { name: 'A-2026-000002' })).toHaveAttribute('href', '/obrashcheniya/A-2026-000002')
    expect(screen.getByText(/Имя, телефон и e-mail автора не публикуются/)).toBeInTheDocument()
    expect(screen.getByText('Обращений: 3')).toHaveAttribute('role', 'status')
  })

  it('filters by topic and status through the address, and resets', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<PublicAppealsView appeals={appeals} total={3} />)
    await user.selectOptions(screen.getByLabelText('Тема'), 'Дороги')
    expect(router.replace).toHaveBeenLastCalledWith({ pathname: '/obrashcheniya', query: { tema: '1' } }, undefined, {
      shallow: true,
      scroll: false,
    })
    rerender(<PublicAppealsView appeals={appeals} total={3} />)
    expect(listed()).toEqual(['A-2026-000001', 'A-2026-000003'])

    await user.selectOptions(screen.getByLabelText('Статус'), 'Открытые')
    rerender(<PublicAppealsView appeals={appeals} total={3} />)
    expect(listed()).toEqual(['A-2026-000001'])
    expect(screen.getByText('Найдено: 1 из 3')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }))
    rerender(<PublicAppealsView appeals={appeals} total={3} />)
    expect(listed()).toHaveLength(3)
  })

  it('keeps the first choice when the second comes before the address has changed', async () => {
    const user = userEvent.setup()
    // The address lags behind: replace lands only after both choices are made.
    router.replace.mockImplementation(async () => true)
    render(<PublicAppealsView appeals={appeals} total={3} />)
    await user.selectOptions(screen.getByLabelText('Тема'), 'Дороги')
    await user.selectOptions(screen.getByLabelText('Статус'), 'Открытые')
    expect(router.replace).toHaveBeenLastCalledWith(
      { pathname: '/obrashcheniya', query: { tema: '1', status: 'open' } },
      undefined,
      { shallow: true, scroll: false },
    )
    expect(listed()).toEqual(['A-2026-000001'])
  })

  it('says so when a filter leaves nothing, and when there is nothing at all', () => {
    router.query = { tema: '2', status: 'open' }
    const { rerender } = render(<PublicAppealsView appeals={appeals} total={3} />)
    expect(screen.getByText('По этим условиям обращений нет.')).toBeInTheDocument()
    rerender(<PublicAppealsView appeals={[]} total={0} />)
    expect(screen.getByText('Публичных обращений пока нет.')).toBeInTheDocument()
  })

  it('says when more appeals exist than it shows', () => {
    render(<PublicAppealsView appeals={appeals} total={250} />)
    expect(screen.getByText('Показаны 3 последних обращений из 250.')).toBeInTheDocument()
  })
})

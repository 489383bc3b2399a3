import { render, screen, within } from '@testing-library/react'

import type { AppealRouteQueryQuery } from '@/lib/__generated__/gql/graphql'
import type { SessionProps, SessionUser } from '@/components/session'
import { residentFixture } from '@/lib/test/mockApollo'
import { AppealView } from '@/components/appeals/AppealView/AppealView'
import { AppealsView } from './AppealsView'

jest.mock('next/router', () => ({ __esModule: true, useRouter: () => ({ asPath: '/moi-obrashcheniya' }) }))
// The small map loads Leaflet after hydration; here it is the frame it reserves.
jest.mock('@/components/map/LazyMiniMap', () => ({
  __esModule: true,
  LazyMiniMap: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}))

const session: SessionProps = { me: residentFixture() as SessionUser }
const pageInfo = { total: 1, page: 1, pageSize: 10, pageCount: 1 }
const TOPIC = { id: '3', name: 'Мусор' }

describe('Мои обращения', () => {
  it('an empty list calls to write the first appeal', () => {
    render(<AppealsView {...session} data={{ appeals: { items: [], pageInfo }, appealDrafts: [] }} />)
    expect(screen.getByText('У вас пока нет обращений.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Написать первое обращение' })).toHaveAttribute(
      'href',
      '/moi-obrashcheniya/novoe-obrashchenie',
    )
  })

  it('lists appeals with number, status, topic and deadline, each linking to its page', () => {
    const item = {
      id: '12',
      number: 'A-2026-000012',
      topic: TOPIC,
      text: 'Переполнены контейнеры у дома',
      status: 'in_progress',
      statusLabel: 'В работе',
      createdAt: '2026-07-10T08:10:00.000Z',
      deadline: '22.07.2026',
    } as const
    render(<AppealsView {...session} data={{ appeals: { items: [item], pageInfo }, appealDrafts: [] }} />)
    const list = screen.getByRole('list', { name: 'Ваши обращения' })
    const [card] = within(list).getAllByRole('listitem')
    expect(within(card!).getByRole('link', { name: 'Обращение A-2026-000012' })).toHaveAttribute(
      'href',
      '/moi-obrashcheniya/appeal-12',
    )
    expect(card).toHaveTextContent('В работе')
    expect(card).toHaveTextContent('Мусор')
    expect(card).toHaveTextContent('ответ до 22.07.2026')
  })
})

describe('appeal drafts saved on the server', () => {
  it('lists a draft as «Черновик» above the appeals, with «Продолжить» and «Удалить»', () => {
    const draft = {
      requestId: '3f0c9a2e-5b7d-4c1e-9f2a-8d6b4e1a7c90',
      topicId: '3',
      text: 'Переполнены контейнеры у дома',
      address: '',
      updatedAt: '2026-07-10T08:10:00.000Z',
      expiresAt: '2026-08-09T08:10:00.000Z',
    }
    render(<AppealsView {...session} data={{ appeals: { items: [], pageInfo }, appealDrafts: [draft] }} />)
    const list = screen.getByRole('list', { name: 'Черновики обращений' })
    const [card] = within(list).getAllByRole('listitem')
    expect(card).toHaveTextContent('Черновик')
    expect(card).toHaveTextContent('Переполнены контейнеры у дома')
    expect(card).toHaveTextContent('удалится 09.08.2026')
    expect(
      within(card!).getByRole('link', { name: 'Продолжить черновик: Переполнены контейнеры у дома' }),
    ).toHaveAttribute('href', '/moi-obrashcheniya/novoe-obrashchenie?chernovik=3f0c9a2e-5b7d-4c1e-9f2a-8d6b4e1a7c90')
    expect(
      within(card!).getByRole('button', { name: 'Удалить черновик: Переполнены контейнеры у дома' }),
    ).toBeInTheDocument()
  })
})

describe('Обращение', () => {
  const photo = (id: string) => ({ id, mimeType: 'image/jpeg', url: `/api/appeal-photos/${id}` })
  const appeal: AppealRouteQueryQuery['appeal'] = {
    id: '12',
    number: 'A-2026-000012',
    topic: TOPIC,
    text: 'Переполнены контейнеры у дома, мусор не вывозят третий день',
    address: 'ул. Крымская, 99',
    location: { lat: 44.8951, lon: 37.3163 },
    photos: [photo('71')],
    status: 'resolved',
    statusLabel: 'Решено',
    history: [
      { status: 'new', statusLabel: 'Новое', at: '2026-07-10T08:10:00.000Z' },
      { status: 'resolved', statusLabel: 'Решено', at: '2026-07-12T10:00:00.000Z' },
    ],
    deadline: '22.07.2026',
    answer: {
      text: 'Контейнеры вывезены',
      answeredAt: '2026-07-12T10:00:00.000Z',
      photos: [photo('80')],
    },
    createdAt: '2026-07-10T08:10:00.000Z',
  }

  it('shows the text, photos, the place on a small map, the answer with its photos and the dated timeline', () => {
    render(<AppealView {...session} data={{ appeal }} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Обращение A-2026-000012' })).toBeInTheDocument()
    expect(screen.getByText('Решено', { selector: 'span' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Фотографии обращения' })).getByRole('img')).toHaveAttribute(
      'src',
      '/api/appeal-photos/71',
    )
    expect(screen.getByRole('img', { name: 'Место обращения на карте' })).toBeInTheDocument()
    expect(screen.getByText('ул. Крымская, 99')).toBeInTheDocument()
    expect(screen.getByText('Контейнеры вывезены')).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Фотографии ответа' })).getByRole('img')).toHaveAttribute(
      'src',
      '/api/appeal-photos/80',
    )
    const timeline = screen.getByRole('heading', { name: 'История' }).nextElementSibling as HTMLElement
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^10\.07\.2026, \d\d:\d\d — Новое$/),
      expect.stringMatching(/^12\.07\.2026, \d\d:\d\d — Решено$/),
    ])
  })

  it('without an answer yet, says until when one is due', () => {
    render(
      <AppealView {...session} data={{ appeal: { ...appeal, status: 'new', statusLabel: 'Новое', answer: null } }} />,
    )
    expect(screen.getByText('Ответа пока нет. Срок ответа — до 22.07.2026.')).toBeInTheDocument()
  })

  it('right after filing (?otpravleno=1) opens with the number, the answer date and what happens next', () => {
    render(<AppealView {...session} data={{ appeal: { ...appeal, status: 'new', answer: null } }} sent />)
    const sent = screen.getByRole('region', { name: 'Обращение отправлено' })
    expect(sent).toHaveTextContent('Номер обращенияA-2026-000012')
    expect(sent).toHaveTextContent('Ответ придёт до22.07.2026')
    expect(within(sent).getByRole('link', { name: 'Вернуться к обращениям' })).toHaveAttribute(
      'href',
      '/moi-obrashcheniya',
    )
    render(<AppealView {...session} data={{ appeal }} />)
    expect(screen.getAllByRole('region', { name: 'Обращение отправлено' })).toHaveLength(1)
  })
})

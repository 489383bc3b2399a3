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
const NO_DETAIL = { note: null, scheduledFor: null, referredTo: null, duplicateOf: null }

describe('Мои обращения', () => {
  it('an empty list calls to write the first appeal', () => {
    render(
      <AppealsView {...session} data={{ appeals: { items: [], pageInfo }, appealDrafts: [], followedAppeals: [] }} />,
    )
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
      expectedDatetime: '2026-07-22T20:59:59.999Z',
    } as const
    render(
      <AppealsView
        {...session}
        data={{ appeals: { items: [item], pageInfo }, appealDrafts: [], followedAppeals: [] }}
      />,
    )
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
    render(
      <AppealsView
        {...session}
        data={{ appeals: { items: [], pageInfo }, appealDrafts: [draft], followedAppeals: [] }}
      />,
    )
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
    isPublic: true,
    status: 'resolved',
    statusLabel: 'Решено',
    closed: true,
    scheduledFor: null,
    referredTo: null,
    duplicateOf: null,
    history: [
      { status: 'new', statusLabel: 'Новое', at: '2026-07-10T08:10:00.000Z', ...NO_DETAIL },
      { status: 'resolved', statusLabel: 'Решено', at: '2026-07-12T10:00:00.000Z', ...NO_DETAIL },
    ],
    deadline: '22.07.2026',
    expectedDatetime: null,
    answer: {
      text: 'Контейнеры вывезены',
      answeredAt: '2026-07-12T10:00:00.000Z',
      photos: [photo('80')],
    },
    createdAt: '2026-07-10T08:10:00.000Z',
    verdictDueUntil: null,
    myVerdict: null,
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
      <AppealView
        {...session}
        data={{ appeal: { ...appeal, status: 'new', statusLabel: 'Новое', closed: false, answer: null } }}
      />,
    )
    expect(screen.getByText('Ответа пока нет. Срок ответа — до 22.07.2026.')).toBeInTheDocument()
  })

  it('tells the author who sees the appeal: everyone (without who filed it), or only them and the service', () => {
    const { unmount } = render(<AppealView {...session} data={{ appeal }} />)
    expect(screen.getByText('Видно всем — без вашего имени, телефона и e-mail')).toBeInTheDocument()
    unmount()
    render(<AppealView {...session} data={{ appeal: { ...appeal, isPublic: false } }} />)
    expect(screen.getByText('Видно только вам и службе заботы')).toBeInTheDocument()
    expect(screen.queryByText(/Видно всем/)).not.toBeInTheDocument()
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

describe('Обращение: statuses and their history', () => {
  const base: AppealRouteQueryQuery['appeal'] = {
    id: '20',
    number: 'A-2026-000020',
    topic: TOPIC,
    text: 'Не работает фонарь у остановки',
    address: null,
    location: null,
    photos: [],
    isPublic: false,
    status: 'scheduled',
    statusLabel: 'Запланировано',
    closed: false,
    scheduledFor: '2026-07-20T09:00:00.000Z',
    referredTo: null,
    duplicateOf: null,
    history: [
      { status: 'new', statusLabel: 'Новое', at: '2026-07-10T08:10:00.000Z', ...NO_DETAIL },
      {
        status: 'accepted',
        statusLabel: 'Принято',
        at: '2026-07-10T09:00:00.000Z',
        ...NO_DETAIL,
        note: 'Передали в управление ЖКХ',
      },
      {
        status: 'scheduled',
        statusLabel: 'Запланировано',
        at: '2026-07-11T09:00:00.000Z',
        ...NO_DETAIL,
        scheduledFor: '2026-07-20T09:00:00.000Z',
      },
    ],
    deadline: '22.07.2026',
    expectedDatetime: '2026-07-20T20:59:59.999Z',
    answer: null,
    createdAt: '2026-07-10T08:10:00.000Z',
    verdictDueUntil: null,
    myVerdict: null,
  }
  const entries = () =>
    within(screen.getByRole('heading', { name: 'История' }).nextElementSibling as HTMLElement).getAllByRole('listitem')

  it('shows each change with its label, time and the editor’s note, and the scheduled date', () => {
    render(<AppealView {...session} data={{ appeal: base }} />)
    const [filed, accepted, scheduled] = entries()
    expect(filed).toHaveTextContent(/^10\.07\.2026, \d\d:\d\d — Новое$/)
    expect(accepted).toHaveTextContent(/^10\.07\.2026, \d\d:\d\d — ПринятоПередали в управление ЖКХ$/)
    expect(scheduled).toHaveTextContent(/— ЗапланированоДата работ: 20\.07\.2026$/)
    // The current status's detail also stands under the status, with the answer still due.
    expect(screen.getAllByText('Дата работ: 20.07.2026')).toHaveLength(2)
    expect(screen.getByText(/ответ до 22\.07\.2026/)).toBeInTheDocument()
  })

  it('«Не в нашей компетенции» says whom to contact; a closed appeal no longer promises an answer date', () => {
    const referred = 'Водоканал, 8 800 000-00-00'
    render(
      <AppealView
        {...session}
        data={{
          appeal: {
            ...base,
            status: 'not_responsible',
            statusLabel: 'Не в нашей компетенции',
            closed: true,
            scheduledFor: null,
            referredTo: referred,
            history: [
              base.history[0]!,
              {
                status: 'not_responsible',
                statusLabel: 'Не в нашей компетенции',
                at: '2026-07-10T09:00:00.000Z',
                ...NO_DETAIL,
                referredTo: referred,
              },
            ],
            expectedDatetime: null,
          },
        }}
      />,
    )
    expect(entries()[1]).toHaveTextContent(`Не в нашей компетенцииКуда обратиться: ${referred}`)
    expect(screen.queryByText(/ответ до/)).not.toBeInTheDocument()
  })

  it.each([
    [true, '/moi-obrashcheniya/appeal-7'],
    [false, null],
  ])('a duplicate names its original, a link only to the resident’s own (own: %s)', (own, href) => {
    const original = { id: '7', number: 'A-2026-000007', own }
    render(
      <AppealView
        {...session}
        data={{
          appeal: {
            ...base,
            status: 'duplicate',
            statusLabel: 'Дубликат',
            closed: true,
            scheduledFor: null,
            duplicateOf: original,
            history: [
              base.history[0]!,
              {
                status: 'duplicate',
                statusLabel: 'Дубликат',
                at: '2026-07-10T09:00:00.000Z',
                ...NO_DETAIL,
                duplicateOf: original,
                note: 'Эту проблему уже решаем',
              },
            ],
          },
        }}
      />,
    )
    expect(entries()[1]).toHaveTextContent('ДубликатИсходное обращение: A-2026-000007Эту проблему уже решаем')
    const links = screen.queryAllByRole('link', { name: 'A-2026-000007' })
    if (href) {
      expect(links).toHaveLength(2)
      for (const link of links) expect(link).toHaveAttribute('href', href)
    } else {
      expect(links).toHaveLength(0)
    }
  })
})

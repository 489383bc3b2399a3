import {
  APPEAL_STATUSES,
  APPEAL_STATUS_LABELS,
  FIXMYSTREET_STATES,
  appealDetailsFor,
  appealExpectedAt,
  appealStatusPath,
  canTransitionAppeal,
  checkAppealChange,
  isAppealStatus,
  isClosedAppealStatus,
  open311Status,
  type AppealRef,
  type AppealStatus,
} from './status'

const ANSWER = 'Мусор вывезли'
const NOW = new Date('2026-07-10T09:00:00+03:00')
const ORIGINAL: AppealRef = { id: '7', number: 'A-2026-000007', status: 'in_progress' }

describe('appeal status machine', () => {
  it('labels every status in Russian', () => {
    expect(APPEAL_STATUS_LABELS).toEqual({
      new: 'Новое',
      accepted: 'Принято',
      in_progress: 'В работе',
      scheduled: 'Запланировано',
      resolved: 'Решено',
      unable_to_fix: 'Не удалось решить',
      not_responsible: 'Не в нашей компетенции',
      duplicate: 'Дубликат',
    })
  })

  const triage = ['not_responsible', 'duplicate'] as const
  const allowed: Array<[AppealStatus, AppealStatus]> = [
    ['new', 'accepted'],
    ['new', 'in_progress'],
    ['new', 'scheduled'],
    ['accepted', 'in_progress'],
    ['accepted', 'scheduled'],
    ['in_progress', 'scheduled'],
    ['in_progress', 'resolved'],
    ['in_progress', 'unable_to_fix'],
    ['scheduled', 'in_progress'],
    ['scheduled', 'resolved'],
    ['scheduled', 'unable_to_fix'],
    ...(['new', 'accepted', 'in_progress', 'scheduled'] as const).flatMap((from) =>
      triage.map((to) => [from, to] as [AppealStatus, AppealStatus]),
    ),
  ]
  const pairs = APPEAL_STATUSES.flatMap((from) => APPEAL_STATUSES.map((to) => [from, to] as const))

  it.each(pairs)('an editor: %s → %s', (from, to) => {
    const expected = allowed.some(([f, t]) => f === from && t === to)
    expect(canTransitionAppeal(from, to)).toBe(expected)
  })

  it.each(pairs)('the system may do what an editor may, and reopen «Решено»: %s → %s', (from, to) => {
    const expected = canTransitionAppeal(from, to) || (from === 'resolved' && to === 'in_progress')
    expect(canTransitionAppeal(from, to, 'system')).toBe(expected)
  })

  it('a reopening is the system’s only: an editor is refused with both labels', () => {
    expect(appealStatusPath('resolved', 'in_progress')).toBeNull()
    expect(appealStatusPath('resolved', 'in_progress', 'system')).toEqual(['in_progress'])
    expect(checkAppealChange('resolved', 'in_progress', { answer: ANSWER })).toEqual({
      field: 'status',
      message: 'Нельзя перевести обращение из статуса «Решено» в статус «В работе»',
    })
    expect(checkAppealChange('resolved', 'in_progress', { answer: ANSWER }, { actor: 'system' })).toBeNull()
    // Only «Решено» reopens; the other closed statuses stay closed for everyone.
    for (const closed of ['unable_to_fix', 'not_responsible', 'duplicate'] as const)
      expect(appealStatusPath(closed, 'in_progress', 'system')).toBeNull()
  })

  it('takes the work on before closing it as done or not done', () => {
    expect(appealStatusPath('new', 'resolved')).toEqual(['in_progress', 'resolved'])
    expect(appealStatusPath('accepted', 'resolved')).toEqual(['in_progress', 'resolved'])
    expect(appealStatusPath('new', 'unable_to_fix')).toEqual(['in_progress', 'unable_to_fix'])
    expect(appealStatusPath('new', 'not_responsible')).toEqual(['not_responsible'])
    expect(appealStatusPath('new', 'duplicate')).toEqual(['duplicate'])
    expect(appealStatusPath('scheduled', 'resolved')).toEqual(['resolved'])
    expect(appealStatusPath('resolved', 'resolved')).toEqual([])
  })

  it.each(pairs)('a path %s → %s is made of allowed moves only', (from, to) => {
    const path = appealStatusPath(from, to)
    if (path === null) return
    expect(path.at(-1) ?? from).toBe(to)
    path.reduce((at, next) => {
      expect(canTransitionAppeal(at, next)).toBe(true)
      return next
    }, from)
  })

  it('every open status reaches every closed one; a closed status reaches nothing', () => {
    for (const from of APPEAL_STATUSES) {
      for (const to of APPEAL_STATUSES) {
        if (from === to || !(isClosedAppealStatus(from) || isClosedAppealStatus(to))) continue
        expect([from, to, appealStatusPath(from, to) !== null]).toEqual([from, to, !isClosedAppealStatus(from)])
      }
    }
  })

  it('recognises statuses', () => {
    expect(isAppealStatus('in_progress')).toBe(true)
    expect(isAppealStatus('rejected')).toBe(false)
    expect(isAppealStatus(1)).toBe(false)
  })
})

describe('what each status requires', () => {
  const check = (
    from: AppealStatus,
    to: AppealStatus,
    details: Parameters<typeof checkAppealChange>[2],
    extra: Parameters<typeof checkAppealChange>[3] = {},
  ) => checkAppealChange(from, to, details, { now: NOW, self: '9', ...extra })

  it.each([
    ['new', 'accepted'],
    ['new', 'in_progress'],
    ['accepted', 'in_progress'],
    ['scheduled', 'in_progress'],
  ] as const)('%s → %s needs nothing', (from, to) => {
    expect(check(from, to, {})).toBeNull()
  })

  it('«Запланировано» needs a date, today or later in Anapa', () => {
    expect(check('in_progress', 'scheduled', {})).toEqual({
      field: 'scheduled_for',
      message: 'Укажите дату, на которую запланированы работы',
    })
    expect(check('in_progress', 'scheduled', { scheduledFor: 'завтра' })?.field).toBe('scheduled_for')
    expect(check('in_progress', 'scheduled', { scheduledFor: '2026-07-09T12:00:00.000Z' })).toEqual({
      field: 'scheduled_for',
      message: 'Дата работ не может быть раньше сегодняшнего дня',
    })
    // 00:30 on 10 July in Anapa is still 9 July in UTC: the day counts in Anapa.
    expect(check('in_progress', 'scheduled', { scheduledFor: '2026-07-09T21:30:00.000Z' })).toBeNull()
    expect(check('new', 'scheduled', { scheduledFor: '2026-07-15T09:00:00.000Z' })).toBeNull()
  })

  it('a scheduled appeal whose day has passed saves while its date stays; a new past date is refused', () => {
    const past = { scheduledFor: '2026-07-01T09:00:00.000Z' }
    expect(check('scheduled', 'scheduled', { ...past, answer: 'Уточнили' }, { previous: past })).toBeNull()
    expect(
      check('scheduled', 'scheduled', { scheduledFor: '2026-07-02T09:00:00.000Z' }, { previous: past })?.message,
    ).toBe('Дата работ не может быть раньше сегодняшнего дня')
    expect(check('scheduled', 'scheduled', {}, { previous: past })?.field).toBe('scheduled_for')
  })

  it('«Не в нашей компетенции» needs whom to contact, then an answer', () => {
    expect(check('new', 'not_responsible', { referredTo: '  ', answer: ANSWER })).toEqual({
      field: 'referred_to',
      message: 'Укажите, куда жителю обратиться по этому вопросу',
    })
    expect(check('new', 'not_responsible', { referredTo: 'Водоканал, 8 800 000-00-00' })).toEqual({
      field: 'answer_text',
      message: 'Напишите ответ жителю',
    })
    expect(check('new', 'not_responsible', { referredTo: 'Водоканал', answer: ANSWER })).toBeNull()
  })

  it('«Дубликат» needs an original that is neither itself nor a duplicate, then an answer', () => {
    expect(check('new', 'duplicate', { answer: ANSWER })).toEqual({
      field: 'duplicate_of',
      message: 'Укажите исходное обращение',
    })
    expect(check('new', 'duplicate', { answer: ANSWER, duplicateOf: { ...ORIGINAL, id: '9' } })).toEqual({
      field: 'duplicate_of',
      message: 'Обращение не может быть дубликатом самого себя',
    })
    expect(check('new', 'duplicate', { answer: ANSWER, duplicateOf: { ...ORIGINAL, status: 'duplicate' } })).toEqual({
      field: 'duplicate_of',
      message: 'Обращение A-2026-000007 само отмечено как дубликат: укажите исходное обращение',
    })
    expect(check('new', 'duplicate', { duplicateOf: ORIGINAL })?.field).toBe('answer_text')
    expect(check('new', 'duplicate', { answer: ANSWER, duplicateOf: ORIGINAL })).toBeNull()
    // The original is closed now (even as a duplicate later): the link already made stays valid.
    const later = { ...ORIGINAL, status: 'duplicate' as const }
    expect(
      check(
        'duplicate',
        'duplicate',
        { answer: `${ANSWER}!`, duplicateOf: later },
        {
          previous: { answer: ANSWER, duplicateOf: ORIGINAL },
        },
      ),
    ).toBeNull()
  })

  it.each(['resolved', 'unable_to_fix'] as const)('closing as %s needs an answer', (to) => {
    expect(check('in_progress', to, { answer: '  ' })).toEqual({
      field: 'answer_text',
      message: 'Напишите ответ жителю',
    })
    expect(check('new', to, { answer: null })?.field).toBe('answer_text')
    expect(check('in_progress', to, { answer: ANSWER })).toBeNull()
  })

  it('the move is checked before the fields; a save that changes nothing is never refused', () => {
    expect(check('duplicate', 'scheduled', {})?.field).toBe('status')
    expect(check('resolved', 'resolved', {})).toBeNull()
    expect(check('resolved', 'resolved', { answer: ' ' }, { previous: { answer: ANSWER } })?.field).toBe('answer_text')
  })

  it('keeps only the current status’s own detail', () => {
    const all = { scheduledFor: '2026-07-15T09:00:00.000Z', referredTo: ' МФЦ ', duplicateOf: ORIGINAL }
    expect(appealDetailsFor('scheduled', all)).toEqual({
      scheduledFor: all.scheduledFor,
      referredTo: null,
      duplicateOf: null,
    })
    expect(appealDetailsFor('not_responsible', all)).toEqual({
      scheduledFor: null,
      referredTo: 'МФЦ',
      duplicateOf: null,
    })
    expect(appealDetailsFor('duplicate', all)).toEqual({ scheduledFor: null, referredTo: null, duplicateOf: ORIGINAL })
    expect(appealDetailsFor('in_progress', all)).toEqual({ scheduledFor: null, referredTo: null, duplicateOf: null })
  })
})

describe('Open311 and FixMyStreet', () => {
  it.each([
    ['new', {}, 'open', 'Новое.'],
    ['accepted', { note: 'Передано в управление ЖКХ' }, 'open', 'Принято. Передано в управление ЖКХ'],
    ['in_progress', {}, 'open', 'В работе.'],
    ['scheduled', { scheduledFor: '2026-07-15T09:00:00.000Z' }, 'open', 'Запланировано на 15.07.2026.'],
    ['resolved', { note: 'Проверили на месте.' }, 'closed', 'Решено. Проверили на месте.'],
    ['unable_to_fix', {}, 'closed', 'Не удалось решить.'],
    [
      'not_responsible',
      { referredTo: 'Водоканал, 8 800 000-00-00' },
      'closed',
      'Не в нашей компетенции. Куда обратиться: Водоканал, 8 800 000-00-00.',
    ],
    [
      'duplicate',
      { duplicateOf: { number: 'A-2026-000007' } },
      'closed',
      'Дубликат. Исходное обращение A-2026-000007.',
    ],
  ] as const)('%s is %s', (status, extra, open311, notes) => {
    expect(open311Status({ status, ...extra })).toEqual({ status: open311, status_notes: notes })
  })

  it('maps every status to a FixMyStreet state', () => {
    expect(FIXMYSTREET_STATES).toEqual({
      new: 'confirmed',
      accepted: 'investigating',
      in_progress: 'in progress',
      scheduled: 'action scheduled',
      resolved: 'fixed - council',
      unable_to_fix: 'unable to fix',
      not_responsible: 'not responsible',
      duplicate: 'duplicate',
    })
  })

  it('expects an open appeal by its deadline, a scheduled one by its day, a closed one never', () => {
    const deadline = '2026-07-20T20:59:59.999Z'
    expect(appealExpectedAt('new', deadline)).toBe(deadline)
    expect(appealExpectedAt('in_progress', deadline, '2026-07-15T09:00:00.000Z')).toBe(deadline)
    expect(appealExpectedAt('scheduled', deadline, '2026-07-25T09:00:00.000Z')).toBe('2026-07-25T20:59:59.999Z')
    expect(appealExpectedAt('scheduled', deadline, 'не дата')).toBe(deadline)
    for (const closed of ['resolved', 'unable_to_fix', 'not_responsible', 'duplicate'] as const)
      expect(appealExpectedAt(closed, deadline)).toBeNull()
  })
})

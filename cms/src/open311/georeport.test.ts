import type { PublicAppeal } from '@/appeals/publicAppeals'
import { Open311Failure, parseRequestsQuery, statusesFor, toService, toServiceRequest } from './georeport'
import { parseSubmission } from './submission'

const appeal: PublicAppeal = {
  number: 'A-2026-000123',
  topic: { id: '5', name: 'Мусор' },
  text: 'Во дворе дома третью неделю не вывозят мусор',
  status: 'scheduled',
  status_label: 'Запланировано',
  address: null,
  location: { lat: 44.9, lon: 37.3 },
  photos: [],
  answer_photos: [{ id: 'p', url: 'http://cms/v1/public/appeals/photos/p', mime_type: 'image/png' }],
  scheduled_for: '2026-07-20T00:00:00.000Z',
  referred_to: null,
  duplicate_of: null,
  history: [
    {
      status: 'new',
      status_label: 'Новое',
      at: '2026-07-10T08:00:00.000Z',
      note: null,
      scheduled_for: null,
      referred_to: null,
      duplicate_of: null,
    },
    {
      status: 'scheduled',
      status_label: 'Запланировано',
      at: '2026-07-11T08:00:00.000Z',
      note: 'Бригада выедет утром',
      scheduled_for: '2026-07-20T00:00:00.000Z',
      referred_to: null,
      duplicate_of: null,
    },
  ],
  expected_datetime: '2026-07-20T20:59:59.999Z',
  created_at: '2026-07-10T08:00:00.000Z',
  updated_at: '2026-07-11T08:00:00.000Z',
  supporters: 2,
}

describe('GeoReport v2 mappings', () => {
  it('maps a topic to a service', () => {
    expect(toService({ id: 3, name: 'Шум', description: null, keywords: ' ночь , музыка,,' })).toEqual({
      service_code: '3',
      service_name: 'Шум',
      description: '',
      metadata: false,
      type: 'realtime',
      keywords: 'ночь,музыка',
      group: 'Обращения',
    })
  })

  it('maps a public appeal to a service request, the note of the latest change in status_notes', () => {
    const request = toServiceRequest(appeal)
    expect(request).toMatchObject({
      service_request_id: 'A-2026-000123',
      status: 'open',
      service_code: '5',
      agency_responsible: 'Служба заботы Анапы',
      address: null,
      lat: 44.9,
      long: 37.3,
      media_url: 'http://cms/v1/public/appeals/photos/p',
    })
    expect(request.status_notes).toMatch(/Бригада выедет утром$/)
    expect('media_url' in toServiceRequest({ ...appeal, answer_photos: [] })).toBe(false)
  })

  it('knows which of our statuses are open and closed', () => {
    expect(statusesFor(['closed'])).toEqual(['resolved', 'unable_to_fix', 'not_responsible', 'duplicate'])
    expect(statusesFor(['open', 'closed'])).toHaveLength(8)
  })
})

describe('requests.json parameters', () => {
  const now = new Date('2026-11-29T00:00:00Z')
  const parse = (query: string) => parseRequestsQuery(new URLSearchParams(query), now)

  it('defaults to the last 90 days, or 90 days before end_date', () => {
    expect(parse('').since).toEqual(new Date('2026-08-31T00:00:00Z'))
    expect(parse('end_date=2026-03-31T00:00:00Z').since).toEqual(new Date('2025-12-31T00:00:00Z'))
  })

  it('lets service_request_id override the other filters', () => {
    expect(parse('service_request_id=A-2026-000001,A-2026-000002&status=closed')).toEqual({
      numbers: ['A-2026-000001', 'A-2026-000002'],
      page: 1,
      pageSize: 100,
    })
  })

  it.each([
    ['status=pending'],
    ['service_code=abc'],
    ['start_date=yesterday'],
    ['start_date=2026-13-45'],
    ['page_size=0'],
    ['page_size=501'],
    ['page=-1'],
  ])('refuses %s with a 400', (query) => {
    expect(() => parse(query)).toThrow(Open311Failure)
  })
})

describe('POST requests.json fields', () => {
  const valid = {
    service_code: '3',
    lat: '44.9',
    long: '37.3',
    description: 'Сломана скамейка в сквере у фонтана, торчат гвозди',
  }

  it('accepts a filing and normalises the phone', () => {
    const result = parseSubmission({ ...valid, phone: '8 918 000-11-22', email: 'a@b.ru' })
    expect(result).toMatchObject({
      ok: true,
      value: { serviceCode: 3, location: { lat: 44.9, lon: 37.3 }, submitter: { phone: '79180001122' } },
    })
  })

  it.each([
    [{ service_code: '' }, 400],
    [{ service_code: 'x' }, 404],
    [{ lat: 'north' }, 400],
    [{ lat: '55.75', long: '37.62' }, 400],
    [{ lat: '', long: '' }, 400],
    [{ description: 'коротко' }, 400],
    [{ phone: '+1 555 0100' }, 400],
    [{ email: 'not-an-email' }, 400],
    [{ first_name: 'я'.repeat(101) }, 400],
  ])('refuses %p with %p', (extra, code) => {
    const result = parseSubmission({ ...valid, ...extra })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[0]!.code).toBe(code)
  })
})

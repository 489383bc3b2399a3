import { APPEAL_DRAFT_MESSAGES, readAppealDraft } from './draftValues'

const ID = '3f0c9a2e-5b7d-4c1e-9f2a-8d6b4e1a7c90'
const PHOTO = '0b6f2d3e-1c4a-4e5b-8f7a-9d2c1b0a3e4f'

describe('readAppealDraft: what an appeal draft may hold', () => {
  it('keeps half-typed values; absent fields are empty', () => {
    expect(readAppealDraft({ request_id: ID, text: 'Яма на' })).toEqual({
      ok: true,
      value: {
        request_id: ID,
        topic_id: '',
        text: 'Яма на',
        address: '',
        location: null,
        photos: [],
        is_public: null,
      },
    })
  })

  it('keeps a point and photos with their names, and nothing else', () => {
    const read = readAppealDraft({
      request_id: ID,
      location: { lat: 44.89, lon: 37.31, extra: 1 },
      photos: [{ id: PHOTO, name: 'яма.jpg', owner: 5 }],
      owner: 9,
    })
    expect(read).toEqual({
      ok: true,
      value: expect.objectContaining({
        location: { lat: 44.89, lon: 37.31 },
        photos: [{ id: PHOTO, name: 'яма.jpg' }],
      }),
    })
  })

  it.each([true, false])('keeps the choice is_public %s', (choice) => {
    expect(readAppealDraft({ request_id: ID, is_public: choice })).toEqual({
      ok: true,
      value: expect.objectContaining({ is_public: choice }),
    })
  })

  it.each([
    ['no request id', { text: 'x' }, { request_id: APPEAL_DRAFT_MESSAGES.requestId }],
    ['a request id that is not a UUID', { request_id: '1 OR 1=1' }, { request_id: APPEAL_DRAFT_MESSAGES.requestId }],
    ['a number for text', { request_id: ID, text: 5 }, { text: APPEAL_DRAFT_MESSAGES.notText }],
    ['text too long', { request_id: ID, text: 'а'.repeat(4001) }, { text: APPEAL_DRAFT_MESSAGES.tooLong(4000) }],
    [
      'a point of strings',
      { request_id: ID, location: { lat: '44', lon: '37' } },
      { location: APPEAL_DRAFT_MESSAGES.location },
    ],
    [
      'a photo id that is a path',
      { request_id: ID, photos: [{ id: '../../etc/passwd' }] },
      { photos: APPEAL_DRAFT_MESSAGES.photos },
    ],
    ['a choice as text', { request_id: ID, is_public: 'yes' }, { is_public: APPEAL_DRAFT_MESSAGES.choice }],
    ['six photos', { request_id: ID, photos: Array(6).fill({ id: PHOTO }) }, { photos: APPEAL_DRAFT_MESSAGES.photos }],
  ])('refuses %s', (_case, input, fields) => {
    expect(readAppealDraft(input)).toEqual({ ok: false, fields })
  })
})

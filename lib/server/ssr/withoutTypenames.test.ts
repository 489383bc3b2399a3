import { withoutTypenames } from './withoutTypenames'

describe('withoutTypenames', () => {
  it('drops __typename at every depth and keeps every other field as it was', () => {
    const data = {
      __typename: 'Query',
      journal: {
        __typename: 'JournalPage',
        pageCount: 2,
        items: [
          {
            __typename: 'Article',
            id: '1',
            category: null,
            tags: ['a'],
            previewPicture: { __typename: 'Image', width: 0 },
          },
        ],
      },
    }
    expect(withoutTypenames(data)).toEqual({
      journal: { pageCount: 2, items: [{ id: '1', category: null, tags: ['a'], previewPicture: { width: 0 } }] },
    })
  })

  it('leaves the query result it was given untouched (Apollo may hand out a frozen object)', () => {
    const data = Object.freeze({ __typename: 'Query', beaches: Object.freeze({ __typename: 'BeachPage', total: 3 }) })
    withoutTypenames(data)
    expect(data.beaches).toEqual({ __typename: 'BeachPage', total: 3 })
  })
})

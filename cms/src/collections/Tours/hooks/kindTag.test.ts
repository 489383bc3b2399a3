import { mirrorKindInTags, tagsWithKind } from './kindTag'

describe('the excursion tag mirrors the kind (the chip and the card labels agree)', () => {
  it.each([
    ['an excursion without the tag gains it', 'excursion', ['wildNature'], ['excursion', 'wildNature']],
    ['an excursion keeps it once', 'excursion', ['excursion', 'tasting'], ['excursion', 'tasting']],
    ['a tour loses a stray excursion tag', 'tour', ['excursion', 'cruise'], ['cruise']],
    ['a tour without it is left alone', 'tour', ['cruise'], ['cruise']],
  ] as const)('%s', (_case, kind, tags, expected) => {
    expect(tagsWithKind(kind, [...tags])).toEqual(expected)
  })

  it('reads the stored kind and tags on a partial update', () => {
    const run = (data: object, originalDoc: object) =>
      mirrorKindInTags({ data, originalDoc } as unknown as Parameters<typeof mirrorKindInTags>[0])
    expect(run({ title: 'Новое название' }, { kind: 'excursion', tags: ['tasting'] })).toEqual({
      title: 'Новое название',
      tags: ['excursion', 'tasting'],
    })
    expect(run({ kind: 'tour' }, { kind: 'excursion', tags: ['excursion', 'tasting'] })).toEqual({
      kind: 'tour',
      tags: ['tasting'],
    })
  })
})

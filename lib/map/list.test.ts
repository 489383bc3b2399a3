import { groupByKind, onLayers } from './list'

const objects = [
  { kind: 'ROUTE', id: 'r1' },
  { kind: 'BEACH', id: 'b1' },
  { kind: 'EVENT', id: 'e1' },
  { kind: 'BEACH', id: 'b2' },
] as const

describe('map list', () => {
  it('keeps the objects of the layers that are on', () => {
    expect(onLayers(objects, ['BEACH']).map((o) => o.id)).toEqual(['b1', 'b2'])
    expect(onLayers(objects, [])).toEqual([])
  })

  it('groups by kind in layer order, leaving out empty kinds', () => {
    expect(groupByKind(objects).map((g) => [g.label, g.items.map((o) => o.id)])).toEqual([
      ['Пляжи', ['b1', 'b2']],
      ['Афиша', ['e1']],
      ['Маршруты', ['r1']],
    ])
  })
})

import { appealPath, publicAppealPath } from './paths'

describe('appeal paths', () => {
  it.each([
    ['A-2026-000123', '/obrashcheniya/A-2026-000123'],
    ['../admin', '/obrashcheniya/..%2Fadmin'],
    ['a b?c', '/obrashcheniya/a%20b%3Fc'],
  ])('the public page of %p is %p', (number, path) => {
    expect(publicAppealPath(number)).toBe(path)
  })

  it('keeps the author page in the cabinet', () => {
    expect(appealPath(12)).toBe('/moi-obrashcheniya/appeal-12')
  })
})

import path from 'node:path'

import { AdvisoryFileError, advisoryListProblems, loadAdvisories } from './advisories.mjs'

const fixture = (name: string) => path.join(__dirname, 'fixtures', name)

describe('the advisory list (scripts/deps/advisories.mjs)', () => {
  it("the repository's own list is valid and holds the advisories it was seeded with", () => {
    const listed = loadAdvisories(path.join(__dirname, '../../docs/security/advisories.json'))
    expect(listed.map(({ id, package: name, vulnerable, fixed }) => [id, name, vulnerable, fixed])).toEqual(
      expect.arrayContaining([
        ['GHSA-f88m-g3jw-g9cj', 'sharp', '<0.35.0', '0.35.0'],
        ['GHSA-rgj7-g3m4-5g8c', 'sharp', '<0.35.4', '0.35.4'],
        ['GHSA-pxg6-pf52-xh8x', 'cookie', '<0.7.0', '0.7.0'],
      ]),
    )
  })

  it('rejects a hand-edit that would quietly disable an advisory, naming each problem', () => {
    expect(() => loadAdvisories(fixture('advisories-invalid.json'))).toThrow(AdvisoryFileError)
    expect(advisoryListProblems(require('./fixtures/advisories-invalid.json'))).toEqual([
      'advisory 1 (GHSA-rgj7-g3m4-5g8c): "fixed" 0.35.4 is inside the vulnerable range <=0.35.4',
      'advisory 2 (GHSA-pxg6-pf52-xh8x): unknown field "vulnerabe" (fields: id, package, vulnerable, fixed, severity, summary, url)',
      'advisory 2 (GHSA-pxg6-pf52-xh8x): "vulnerable" must be a non-empty string',
      'advisory 2 (GHSA-pxg6-pf52-xh8x): "severity" must be one of low, moderate, high, critical',
    ])
  })

  it.each([
    [{}, 'must hold a JSON array'],
    [[null], 'advisory 1: must be an object'],
    [[{ ...valid(), vulnerable: 'not a range' }], '"vulnerable" is not a semver range: not a range'],
    [[{ ...valid(), vulnerable: '' }], '"vulnerable" must be a non-empty string'],
    [[{ ...valid(), fixed: '0.35' }], '"fixed" must be a version'],
    [[valid(), valid()], 'listed twice for sharp'],
  ])('%j is refused: %s', (list, problem) => {
    expect(advisoryListProblems(list).join('\n')).toContain(problem)
  })

  it('accepts an advisory no release fixes yet', () => {
    expect(advisoryListProblems([{ ...valid(), fixed: null }])).toEqual([])
  })
})

function valid() {
  return {
    id: 'GHSA-rgj7-g3m4-5g8c',
    package: 'sharp',
    vulnerable: '<0.35.4',
    fixed: '0.35.4',
    severity: 'high',
    summary: 'A fixture.',
    url: 'https://github.com/advisories/GHSA-rgj7-g3m4-5g8c',
  }
}

import { ContractError } from '@/contract/http'
import { ACCESSIBLE, accessibleFilter, accessibleOnly, toAccessibility, toRouteAccessibility } from './accessibility'

describe('«Доступная среда» in the contract', () => {
  it('carries the kind’s known features in order, the note and the stored answer', () => {
    expect(
      toAccessibility('beach', {
        accessibility: {
          features: ['floating_wheelchair', 'ramp', 'elevator'],
          note: 'У спасателей',
          accessible: true,
        },
      }),
    ).toEqual({ features: ['ramp', 'floating_wheelchair'], note: 'У спасателей', accessible: true })
  })

  it('reads an entry without data as nothing recorded and not accessible', () => {
    expect(toAccessibility('place', {})).toEqual({ features: [], note: null, accessible: false })
    expect(toAccessibility('place', { accessibility: { note: '', accessible: null } })).toEqual({
      features: [],
      note: null,
      accessible: false,
    })
    // A beach's features on a place are not the place's.
    expect(toAccessibility('place', { accessibility: { features: ['beach_mat'] } }).features).toEqual([])
  })

  it('gives a route its surface and gradient as options', () => {
    expect(
      toRouteAccessibility({
        accessibility: { features: ['audio'], surface: 'tiles', gradient: 'flat', accessible: true },
      }),
    ).toEqual({
      features: ['audio'],
      surface: { value: 'tiles', label: 'Плитка' },
      gradient: { value: 'flat', label: 'Ровный' },
      note: null,
      accessible: true,
    })
    expect(toRouteAccessibility({ accessibility: { surface: 'lava' } })).toMatchObject({
      surface: null,
      gradient: null,
    })
  })

  it.each([
    ['accessible=true', true],
    ['accessible=false', false],
    ['accessible=', false],
    ['', false],
  ])('%j asks for accessible only: %s', (query, only) => {
    const params = new URLSearchParams(query)
    expect(accessibleOnly(params)).toBe(only)
    expect(accessibleFilter(params)).toEqual(only ? [ACCESSIBLE] : [])
  })

  it.each(['accessible=1', 'accessible=TRUE', 'accessible=yes'])('refuses %j with a 400', (query) => {
    expect(() => accessibleOnly(new URLSearchParams(query))).toThrow(ContractError)
  })
})

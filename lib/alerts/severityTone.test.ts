import { CAP_SEVERITIES } from '@anapa/shared/alerts/capValues'
import { severityTone } from './severityTone'

describe('the tone of an alert', () => {
  it.each([
    ['Extreme', 'danger'],
    ['Severe', 'danger'],
    ['Moderate', 'caution'],
    ['Minor', 'plain'],
    ['Unknown', 'plain'],
  ])('shows %s in the %s tone', (severity, tone) => {
    expect(severityTone(severity)).toBe(tone)
  })

  it('has a tone for every CAP severity and a plain one for a value CAP does not have', () => {
    expect(CAP_SEVERITIES.map(severityTone)).toEqual(['danger', 'danger', 'caution', 'plain', 'plain'])
    expect(severityTone('severe')).toBe('plain')
    expect(severityTone('constructor')).toBe('plain')
  })
})

import { parseBannerAlerts } from './banner'

describe('the banner answer as it arrives', () => {
  it('keeps well-formed alerts and drops anything else', () => {
    const good = { identifier: 'a', headline: 'Шторм', severity: 'Severe', instruction: null, expires: null }
    expect(parseBannerAlerts({ alerts: [good, { identifier: 1 }, null, 'x'] })).toEqual([good])
    expect(parseBannerAlerts({ alerts: 'nope' })).toEqual([])
    expect(parseBannerAlerts(null)).toEqual([])
  })
})

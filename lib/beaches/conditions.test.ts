import { bathingSummary, bathingTone, forecastText, updatedText, waterText } from './conditions'

describe('beach conditions as the site words them', () => {
  it('gives each bathing status its tone, and an unknown one none of the reassuring ones', () => {
    expect(bathingTone('allowed')).toBe('ok')
    expect(bathingTone('not_advised')).toBe('caution')
    expect(bathingTone('banned')).toBe('danger')
    expect(bathingTone('unconfirmed')).toBe('unknown')
    expect(bathingTone('something-new')).toBe('unknown')
  })

  it('says where the water temperature comes from', () => {
    expect(waterText({ waterTemperature: 23.5, waterTemperatureSource: 'measured' })).toBe('Вода +23,5\u00a0°C')
    expect(waterText({ waterTemperature: 21, waterTemperatureSource: 'model' })).toBe(
      'Вода +21\u00a0°C (по\u00a0данным модели)',
    )
    expect(waterText({ waterTemperature: -0.5, waterTemperatureSource: 'model' })).toMatch(/^Вода −0,5/)
    expect(waterText({ waterTemperature: null })).toBe('')
  })

  it('gives a model value with the hour it is forecast for', () => {
    expect(forecastText(0.62, 'м', '2026-07-12T09:00:00.000Z')).toBe('0,6\u00a0м, прогноз на 12.07.2026, 12:00')
    expect(forecastText(7, '', null)).toBe('7')
    expect(forecastText(null, 'м', '2026-07-12T09:00:00.000Z')).toBe('')
  })

  it('sums up the day for the home page', () => {
    expect(bathingSummary({ bathingAllowed: 12, total: 26 })).toBe('Пляжи сегодня: купание разрешено на 12 из 26')
    expect(bathingSummary({ bathingAllowed: 0, total: 141 })).toBe('Пляжи сегодня: купание разрешено на 0 из 141')
    expect(bathingSummary({ bathingAllowed: 0, total: 0 })).toBeNull()
  })

  it('dates the desk’s last word in Anapa time', () => {
    expect(updatedText('2026-07-12T06:05:00.000Z')).toBe('обновлено 12.07.2026, 09:05')
    expect(updatedText(null)).toBe('')
  })
})

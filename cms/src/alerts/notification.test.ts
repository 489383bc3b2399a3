import { notificationLink, notificationTitle } from './notification'

const area = (beaches: number[], beachGroups: number[] = []) => ({ areaDesc: 'Анапа', beaches, beachGroups })

describe('the bell and push of an official alert', () => {
  it('says «Отбой» for a Cancel, once', () => {
    expect(notificationTitle({ msgType: 'Alert', info: { headline: 'Шторм' } })).toBe('Шторм')
    expect(notificationTitle({ msgType: 'Cancel', info: { headline: 'Шторм' } })).toBe('Отбой: Шторм')
    expect(notificationTitle({ msgType: 'Cancel', info: { headline: 'Отбой штормового предупреждения' } })).toBe(
      'Отбой штормового предупреждения',
    )
  })

  it('opens the beach an alert is about, and the alert’s page otherwise', () => {
    const alert = { id: 3, identifier: 'anapa-1-abc' }
    expect(notificationLink({ ...alert, info: { area: area([7]) } })).toBe('/plyazhi/7')
    expect(notificationLink({ ...alert, info: { area: area([7, 8]) } })).toBe('/opoveshcheniya/anapa-1-abc')
    expect(notificationLink({ ...alert, info: { area: area([7], [2]) } })).toBe('/opoveshcheniya/anapa-1-abc')
    expect(notificationLink({ ...alert, info: { area: area([]) } })).toBe('/opoveshcheniya/anapa-1-abc')
  })
})

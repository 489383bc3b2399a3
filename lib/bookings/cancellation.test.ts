import { cancelledNotice, moneyOnCancel } from './cancellation'

describe('what a cancellation does with the money', () => {
  it('tells a paid booking where its total goes back and when', () => {
    expect(moneyOnCancel({ status: 'paid', total: 5000 })).toBe(
      '5\u202f000\u00a0₽ вернутся на карту, с которой вы платили, в течение 10 дней.',
    )
  })

  it('tells an unpaid or free booking that nothing was taken', () => {
    expect(moneyOnCancel({ status: 'awaiting_payment', total: 5000 })).toBe('Оплата не списывалась, возвращать нечего.')
    expect(moneyOnCancel({ status: 'paid', total: 0 })).toBe('Оплата не списывалась, возвращать нечего.')
  })

  it('says the seats are back on sale after the cancellation', () => {
    expect(cancelledNotice({ status: 'awaiting_payment', total: 700 })).toBe(
      'Бронирование отменено, места вернулись в продажу. Оплата не списывалась, возвращать нечего.',
    )
  })
})

import { bookingCancelledEmail, bookingPaidEmail, editorPasswordResetEmail, escapeHtml, ticketsText } from './templates'

const view = {
  number: 'B-2026-000123',
  kind: 'tour' as const,
  title: 'Винные погреба «Фанагории»',
  startsAt: '2026-08-01T07:00:00.000Z',
  place: 'Анапа, ул. Горького, 1',
  quantity: 2,
  total: 3000,
  ticketCode: 'B-2026-000123.' + 'a'.repeat(64),
  url: 'http://localhost:3000/pokupki/7',
}

describe('escapeHtml', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"onmouseover="x', '&quot;onmouseover=&quot;x'],
    ["O'Neil & Co", 'O&#39;Neil &amp; Co'],
    ['&amp;', '&amp;amp;'],
    ['Обычный текст', 'Обычный текст'],
  ])('%s', (raw, escaped) => {
    expect(escapeHtml(raw)).toBe(escaped)
  })
})

describe('ticketsText', () => {
  it.each([
    [1, '1 билет'],
    [2, '2 билета'],
    [4, '4 билета'],
    [5, '5 билетов'],
    [10, '10 билетов'],
    [11, '11 билетов'],
    [14, '14 билетов'],
    [21, '21 билет'],
    [22, '22 билета'],
    [111, '111 билетов'],
  ])('%i', (quantity, text) => {
    expect(ticketsText(quantity)).toBe(text)
  })
})

describe('bookingPaidEmail', () => {
  it('carries the ticket: number, item, Anapa time, place, tickets, code and link', () => {
    const { subject, text, html } = bookingPaidEmail(view)
    expect(subject).toBe('Билет по бронированию B-2026-000123')
    expect(text).toContain('Номер бронирования: B-2026-000123')
    expect(text).toContain('Экскурсия: Винные погреба «Фанагории»')
    expect(text).toContain('Дата и время: 01.08.2026, 10:00')
    expect(text).toContain('Место: Анапа, ул. Горького, 1')
    expect(text).toContain('Билеты: 2 билета')
    expect(text).toContain('Сумма: 3 000 ₽')
    expect(text).toContain(`Код билета: ${view.ticketCode}`)
    expect(text).toContain('Бронирование на сайте: http://localhost:3000/pokupki/7')
    expect(html).toContain('<a href="http://localhost:3000/pokupki/7">')
    expect(html).toContain(view.ticketCode)
  })

  it('escapes every value typed by editors in the HTML, and leaves the text as typed', () => {
    const hostile = {
      ...view,
      title: '<img src=x onerror=alert(1)>',
      place: '"><script>alert(2)</script>',
      url: 'http://localhost:3000/pokupki/7?a=1&b="2"',
    }
    const { text, html } = bookingPaidEmail(hostile)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<script')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('href="http://localhost:3000/pokupki/7?a=1&amp;b=&quot;2&quot;"')
    expect(text).toContain('<img src=x onerror=alert(1)>')
  })

  it('leaves out what the booking does not know', () => {
    const { text } = bookingPaidEmail({
      ...view,
      kind: null,
      title: null,
      startsAt: null,
      place: null,
      ticketCode: null,
    })
    expect(text).not.toMatch(/Экскурсия|Дата и время|Место|Код билета/)
    expect(text).toContain('Билеты: 2 билета')
  })

  it('names an event as an event', () => {
    expect(bookingPaidEmail({ ...view, kind: 'event', title: 'Концерт' }).text).toContain('Мероприятие: Концерт')
  })
})

describe('bookingCancelledEmail', () => {
  it('says the booking is cancelled and promises the refund of a paid one', () => {
    const { subject, text, html } = bookingCancelledEmail({ ...view, ticketCode: null, refunded: true })
    expect(subject).toBe('Бронирование B-2026-000123 отменено')
    expect(text).toContain('Бронирование отменено.')
    expect(text).toContain('3 000 ₽ вернутся на карту, с которой вы платили, в течение 10 дней.')
    expect(text).not.toContain('Код билета')
    expect(html).toContain('в течение 10 дней')
  })

  it('tells an unpaid booking that nothing was charged', () => {
    const { text } = bookingCancelledEmail({ ...view, ticketCode: null, refunded: false })
    expect(text).toContain('Оплата не списывалась, возвращать нечего.')
  })
})

describe('editorPasswordResetEmail', () => {
  it('gives the link, how long it works, and what to do when the request was not yours', () => {
    const url = 'http://127.0.0.1:3001/admin/reset/abc123'
    const { subject, text, html } = editorPasswordResetEmail({ url, hours: 1 })
    expect(subject).toBe('Сброс пароля админки портала Анапы')
    expect(text).toContain(url)
    expect(text).toContain('в течение 1 ч.')
    expect(text).toContain('Если вы не просили сбросить пароль')
    expect(html).toContain(`<a href="${url}">${url}</a>`)
  })
})

import { anapaDateTimeText } from '@anapa/shared/time/anapaClock'

/**
 * Every e-mail the CMS writes, in Russian, as plain text and a simple HTML twin
 * (docs/operations.md#e-mail). Pure functions of what they are given: the callers
 * (bookings/notify.ts, collections/Users) read the data, these only word it. Every value is escaped
 * in the HTML, since titles, places and addresses are typed by editors.
 */
export type EmailContent = { subject: string; text: string; html: string }

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text as HTML: the five characters that could open a tag or leave an attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

const SIGNATURE = 'Портал Анапы'

/** A booking as its e-mails show it. */
export type BookingEmailView = {
  number: string
  kind: 'event' | 'tour' | null
  title: string | null
  /** ISO instant of the session's start. */
  startsAt: string | null
  place: string | null
  quantity: number
  /** Roubles. */
  total: number
  /** The QR code's text (`{reference}.{signature}`); only a paid booking has one. */
  ticketCode: string | null
  /** The booking's page on the site (the cabinet's /pokupki/{id}). */
  url: string
  /** A paid booking was cancelled: its money goes back. */
  refunded?: boolean
}

const KIND_LABEL = { event: 'Мероприятие', tour: 'Экскурсия' } as const

/** «1 билет», «2 билета», «5 билетов». */
export function ticketsText(quantity: number): string {
  const tens = quantity % 100
  const ones = quantity % 10
  const word =
    tens >= 11 && tens <= 14 ? 'билетов' : ones === 1 ? 'билет' : ones >= 2 && ones <= 4 ? 'билета' : 'билетов'
  return `${quantity} ${word}`
}

const rubles = (total: number) => `${new Intl.NumberFormat('ru-RU').format(total)} ₽`.replace(/\u00a0/g, ' ')

/** The booking's facts as label–value rows, in the order both formats print them. */
function bookingRows(view: BookingEmailView): [string, string][] {
  const rows: [string, string][] = [['Номер бронирования', view.number]]
  if (view.title) rows.push([view.kind ? KIND_LABEL[view.kind] : 'Событие', view.title])
  if (view.startsAt) rows.push(['Дата и время', anapaDateTimeText(new Date(view.startsAt))])
  if (view.place) rows.push(['Место', view.place])
  rows.push(['Билеты', ticketsText(view.quantity)])
  rows.push(['Сумма', rubles(view.total)])
  return rows
}

function textOf(lead: string, rows: [string, string][], after: string[]): string {
  return [lead, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', ...after, '', SIGNATURE, ''].join('\n')
}

function htmlOf(lead: string, rows: [string, string][], after: string[]): string {
  const table = rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('')
  return [
    '<!doctype html><html lang="ru"><body>',
    `<p>${escapeHtml(lead)}</p>`,
    `<table cellpadding="4">${table}</table>`,
    ...after,
    `<p>${SIGNATURE}</p>`,
    '</body></html>',
  ].join('\n')
}

const link = (url: string, label: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`

/** A booking has been paid: the ticket. */
export function bookingPaidEmail(view: BookingEmailView): EmailContent {
  const lead = 'Оплата получена, бронирование подтверждено. Ваш билет:'
  const rows = bookingRows(view)
  if (view.ticketCode) rows.push(['Код билета', view.ticketCode])
  const show = 'Покажите QR-код со страницы бронирования или код билета на входе.'
  return {
    subject: `Билет по бронированию ${view.number}`,
    text: textOf(lead, rows, [show, `Бронирование на сайте: ${view.url}`]),
    html: htmlOf(lead, rows, [`<p>${escapeHtml(show)}</p>`, link(view.url, 'Открыть бронирование на сайте')]),
  }
}

/** A booking has been cancelled (by the resident or the payment system). */
export function bookingCancelledEmail(view: BookingEmailView): EmailContent {
  const lead = 'Бронирование отменено.'
  const rows = bookingRows(view)
  // The site's wording (lib/bookings/cancellation.ts): a paid booking is refunded, the bank shows it within 10 days.
  const after = [
    view.refunded && view.total > 0
      ? `${rubles(view.total)} вернутся на карту, с которой вы платили, в течение 10 дней.`
      : 'Оплата не списывалась, возвращать нечего.',
  ]
  return {
    subject: `Бронирование ${view.number} отменено`,
    text: textOf(lead, rows, [...after, `Бронирование на сайте: ${view.url}`]),
    html: htmlOf(lead, rows, [
      ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
      link(view.url, 'Открыть бронирование на сайте'),
    ]),
  }
}

/** An editor asked to reset the admin password: the link to the admin's reset form. */
export function editorPasswordResetEmail({ url, hours }: { url: string; hours: number }): EmailContent {
  const lead = 'Кто-то (надеемся, вы) попросил сбросить пароль к админке портала Анапы.'
  const follow = `Чтобы задать новый пароль, откройте ссылку в течение ${hours} ч.:`
  const ignore = 'Если вы не просили сбросить пароль, ничего не делайте: пароль останется прежним.'
  return {
    subject: 'Сброс пароля админки портала Анапы',
    text: [lead, '', follow, url, '', ignore, '', SIGNATURE, ''].join('\n'),
    html: [
      '<!doctype html><html lang="ru"><body>',
      `<p>${escapeHtml(lead)}</p>`,
      `<p>${escapeHtml(follow)}</p>`,
      link(url, url),
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${SIGNATURE}</p>`,
      '</body></html>',
    ].join('\n'),
  }
}

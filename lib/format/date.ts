/** The resort's clock: dates are shown as Anapa sees them, whatever the server's zone. */
const RESORT_TIME_ZONE = 'Europe/Moscow'

const DATE = new Intl.DateTimeFormat('ru-RU', {
  timeZone: RESORT_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})

/** Spec §9: dd.mm.yyyy. Unparseable input gives an empty string rather than "Invalid Date". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return DATE.format(date)
}

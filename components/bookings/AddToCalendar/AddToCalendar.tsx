import type { CalendarEvent } from '@/lib/bookings/calendarEvent'
import { googleCalendarUrl, yandexCalendarUrl } from '@/lib/bookings/calendarLinks'
import { bookingIcs, icsDataUrl } from '@/lib/bookings/ics'
import styles from '@/components/bookings/bookings.module.css'

/**
 * «Добавить в календарь»: the .ics file (any calendar app, offline too) and the two web calendars
 * residents use most, each filled in from the same event (lib/bookings/calendarEvent.ts).
 */
export function AddToCalendar({ event, fileName }: { event: CalendarEvent; fileName: string }) {
  return (
    <ul className={styles.calendars} aria-label="Календарь">
      <li>
        <a href={icsDataUrl(bookingIcs(event))} download={fileName}>
          Добавить в календарь
        </a>
      </li>
      <li>
        <a href={yandexCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          Добавить в Яндекс Календарь
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </a>
      </li>
      <li>
        <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          в Google Календарь
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </a>
      </li>
    </ul>
  )
}

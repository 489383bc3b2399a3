import { QRCodeSVG } from 'qrcode.react'

import styles from '@/components/bookings/bookings.module.css'

/**
 * A ticket's QR code, as the scanner at the entrance reads it (the ticket's code), with its
 * reference and what to do with it. Drawn in the browser from the code alone, so it needs no
 * connection: the booking's page and the cabinet read offline (components/offline) show the same.
 */
export function TicketQr({ ticket }: { ticket: { reference: string; code: string } }) {
  return (
    <>
      <figure className={styles.ticket}>
        <QRCodeSVG
          value={ticket.code}
          size={224}
          marginSize={2}
          role="img"
          aria-label={`QR-код билета ${ticket.reference}`}
        />
        <figcaption>{ticket.reference}</figcaption>
      </figure>
      <p>Покажите QR-код на входе или организатору.</p>
    </>
  )
}

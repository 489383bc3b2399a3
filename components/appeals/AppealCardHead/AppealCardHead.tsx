import { Link } from '@/components/ui/Link'
import styles from '@/components/appeals/appeals.module.css'

type Props = {
  href: string
  number: string
  /** The status's value, for its colour (appeals.module.css `[data-status]`). */
  status: string
  statusLabel: string
  topic: string
  text: string
}

/** The top of an appeal's card in the cabinet: its number as a link, its status, topic and words. */
export function AppealCardHead({ href, number, status, statusLabel, topic, text }: Props) {
  return (
    <>
      <div className={styles.head}>
        <Link href={href} className={styles.number}>
          Обращение {number}
        </Link>
        <span className={styles.status} data-status={status}>
          {statusLabel}
        </span>
      </div>
      <p className={styles.topic}>{topic}</p>
      <p className={styles.text}>{text}</p>
    </>
  )
}

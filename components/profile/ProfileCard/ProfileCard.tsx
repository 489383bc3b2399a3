import { Link } from '@/components/ui/Link'
import { useId } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { ProfileCard_UserFragment } from '@/lib/__generated__/gql/graphql'
import { NOTIFICATIONS_HREF, PROFILE_LINKS, RESIDENT_PERMIT_HREF } from '@/lib/routes'
import { Button } from '@/components/ui/Button'
import { Icon } from '@/components/ui/Icon'
import { Avatar } from './Avatar'
import styles from './ProfileCard.module.css'

export const ProfileCard_user = graphql(`
  fragment ProfileCard_user on User {
    name
    lastname
    phoneFormatted
    sex
  }
`)

export const PERMIT_SERVICE_NOTE = 'Услуга доступна для жителей города-курорта Анапа.'
const NO_NAME = 'Имя не указано'

export interface ProfileCardProps {
  user: ProfileCard_UserFragment
  /**
   * The last day of the resident's active car permit, dd.mm.yyyy as the gateway's
   * `activeResidentPermitEndDate` gives it; without one the tile shows the service note
   * (docs/spec.md#2-screens-and-routes).
   */
  permitEndDate?: string | null
  /** Called when a link is followed, so a panel around the card can close. */
  onNavigate?: () => void
  /** Opens the bell's panel in place of following the 'Уведомления' link. */
  onOpenNotifications?: () => void
  onLogout: () => void
  loggingOut?: boolean
}

/**
 * docs/spec.md#2-screens-and-routes Profile card: who is signed in, the resident permit tile, the cabinet links and
 * logout.
 */
export function ProfileCard({
  user,
  permitEndDate,
  onNavigate,
  onOpenNotifications,
  onLogout,
  loggingOut = false,
}: ProfileCardProps) {
  const fullName = [user.name, user.lastname].filter(Boolean).join(' ') || NO_NAME
  const permitUntil = permitEndDate && /^\d{2}\.\d{2}\.\d{4}$/.test(permitEndDate) ? permitEndDate : null
  const permitTitleId = useId()

  return (
    <div className={styles.card}>
      <div className={styles.person}>
        <Avatar sex={user.sex} />
        <div>
          <h3 className={styles.name}>{fullName}</h3>
          <p className={styles.phone}>{user.phoneFormatted}</p>
        </div>
      </div>

      <section className={styles.permit} aria-labelledby={permitTitleId}>
        <h4 id={permitTitleId} className={styles.permitTitle}>
          <Link href={RESIDENT_PERMIT_HREF} onClick={onNavigate}>
            Резидентское разрешение
          </Link>
        </h4>
        <p className={styles.permitText}>{permitUntil ? `Действует до ${permitUntil}` : PERMIT_SERVICE_NOTE}</p>
      </section>

      <nav aria-label="Личный кабинет">
        <ul role="list" className={styles.links}>
          {PROFILE_LINKS.map((link) => (
            <li key={link.href}>
              {link.href === NOTIFICATIONS_HREF && onOpenNotifications ? (
                <button type="button" className={styles.link} aria-haspopup="dialog" onClick={onOpenNotifications}>
                  <span>{link.label}</span>
                  <Icon name="chevron-right" size="sm" />
                </button>
              ) : (
                <Link href={link.href} className={styles.link} onClick={onNavigate}>
                  <span>{link.label}</span>
                  <Icon name="chevron-right" size="sm" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <Button theme="secondary" size="lg" className={styles.logout} loading={loggingOut} onClick={onLogout}>
        Выйти
      </Button>
    </div>
  )
}

import { useQuery } from '@apollo/client/react'

import { shortenAppealText } from '@anapa/shared/appeals/appealSchema'
import { graphql } from '@/lib/__generated__/gql'
import type { LatLon } from '@/lib/map/config'
import { Link } from '@/components/ui/Link'
import { SupportAppeal } from '@/components/appeals/SupportAppeal/SupportAppeal'
import styles from '@/components/appeals/appeals.module.css'

export const NearbyAppealsQuery = graphql(`
  query NearbyAppealsQuery($topicId: ID!, $lat: Float!, $lon: Float!) {
    nearbyAppeals(topicId: $topicId, lat: $lat, lon: $lon) {
      number
      text
      statusLabel
      address
      supporters
      distanceM
      href
    }
  }
`)

export const NEARBY_TITLE = 'Похоже, об этом уже сообщили'

/** The form shows a near appeal's opening words; its page has the rest. */
const EXCERPT_LENGTH = 160

/**
 * Open public appeals of the chosen topic within 50 m of the chosen point, shown while the resident
 * fills the form (docs/decisions/0053-duplicates-followers-and-verdicts.md): each can be supported
 * instead of filing the same problem again. Nothing shows until both are chosen, or when none is
 * near; a failed lookup shows nothing either, since the form works without it.
 */
export function NearbyAppeals({ topicId, point }: { topicId: string; point: LatLon | null }) {
  const { data } = useQuery(NearbyAppealsQuery, {
    variables: { topicId, lat: point?.lat ?? 0, lon: point?.lon ?? 0 },
    skip: !topicId || !point,
  })
  const nearby = topicId && point ? (data?.nearbyAppeals ?? []) : []
  if (nearby.length === 0) return null
  return (
    <section className={styles.nearby} aria-labelledby="appeal-nearby">
      <h2 id="appeal-nearby">{NEARBY_TITLE}</h2>
      <p className={styles.muted}>
        Поддержите обращение вместо нового: вы будете получать новости о нём, а служба заботы увидит, что проблема
        касается многих. Если у вас другая проблема, отправьте своё обращение.
      </p>
      <ul role="list" className={styles.list}>
        {nearby.map((appeal) => (
          <li key={appeal.number} className={styles.card}>
            <div className={styles.head}>
              <Link href={appeal.href} className={styles.number}>
                {appeal.number}
              </Link>
              <span className={styles.muted}>
                {appeal.statusLabel} · {appeal.distanceM} м от вашей точки
              </span>
            </div>
            <p className={styles.text}>{shortenAppealText(appeal.text, EXCERPT_LENGTH)}</p>
            {appeal.address ? <p className={styles.muted}>{appeal.address}</p> : null}
            <p className={styles.muted}>Поддержали: {appeal.supporters}</p>
            <SupportAppeal number={appeal.number} />
          </li>
        ))}
      </ul>
    </section>
  )
}

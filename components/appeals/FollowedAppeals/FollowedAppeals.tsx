import type { AppealsRouteQueryQuery as AppealsRouteQuery } from '@/lib/__generated__/gql/graphql'
import { AppealCardHead } from '@/components/appeals/AppealCardHead/AppealCardHead'
import { AppealVerdict } from '@/components/appeals/AppealVerdict/AppealVerdict'
import { SupportAppeal } from '@/components/appeals/SupportAppeal/SupportAppeal'
import styles from '@/components/appeals/appeals.module.css'

type Followed = AppealsRouteQuery['followedAppeals'][number]

/**
 * The other residents' public appeals this resident supports (docs/decisions/0053-duplicates-followers-and-verdicts.md):
 * each links to its public page, can stop being supported, and asks «Проблема решена?» for 15 days
 * after the care service resolves it.
 */
export function FollowedAppeals({ appeals, onChange }: { appeals: readonly Followed[]; onChange: () => void }) {
  if (appeals.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="appeals-followed">
      <h2 id="appeals-followed">Вы поддерживаете</h2>
      <ul role="list" aria-label="Обращения, которые вы поддерживаете" className={styles.list}>
        {appeals.map((appeal) => (
          <li key={appeal.number} className={styles.card}>
            <AppealCardHead
              href={appeal.href}
              number={appeal.number}
              status={appeal.status}
              statusLabel={appeal.statusLabel}
              topic={appeal.topic.name}
              text={appeal.text}
            />
            <AppealVerdict
              number={appeal.number}
              dueUntil={appeal.verdictDueUntil ?? null}
              given={appeal.myVerdict ?? null}
              onGiven={onChange}
            />
            {!appeal.closed && <SupportAppeal number={appeal.number} supporting onChange={onChange} />}
          </li>
        ))}
      </ul>
    </section>
  )
}

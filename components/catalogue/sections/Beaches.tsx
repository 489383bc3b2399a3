import type { BeachView_BeachFragment } from '@/lib/__generated__/gql/graphql'
import { beachGroupHref } from '@/lib/catalogue/paths'
import { crumbsFor } from '@/lib/routes'
import { formatDistance } from '@/lib/format/distance'
import type { JsonLdNode } from '@/lib/seo/jsonLd'
import { BeachConditionsPanel } from './BeachConditionsPanel'
import { DetailView } from '@/components/catalogue/DetailView/DetailView'
import { DetailSection } from '@/components/catalogue/DetailView/DetailSection'
import { AccessibilitySection } from '@/components/catalogue/Accessibility/AccessibilitySection'
import styles from './Beaches.module.css'
import { hoursOf } from './facts'

export function BeachView({
  beach,
  structuredData = null,
}: {
  beach: BeachView_BeachFragment
  /** schema.org data, built in getStaticProps (lib/server/seo/structuredData). */
  structuredData?: JsonLdNode | null
}) {
  const group = beach.group
  return (
    <DetailView
      section="beaches"
      entryKey={beach.id}
      entry={beach}
      structuredData={structuredData}
      parentCrumbs={group ? crumbsFor(beachGroupHref(group.id)).slice(1) : []}
      eyebrow={group?.title}
      location={beach.location}
      notice={<BeachConditionsPanel conditions={beach.conditions} />}
      facts={[
        { label: 'Пляж открыт', value: hoursOf(beach.workingHours) },
        { label: 'Покрытие', value: beach.surface?.label },
        { label: 'Длина', value: formatDistance(beach.lengthMeters) },
        { label: 'Адрес', value: beach.address },
      ]}
    >
      <AccessibilitySection accessibility={beach.accessibility} />
      {beach.amenities.length > 0 ? (
        <DetailSection id="amenities-title" title="Удобства">
          <ul className={styles.amenities}>
            {beach.amenities.map((a) => (
              <li key={a.value}>{a.label}</li>
            ))}
          </ul>
        </DetailSection>
      ) : null}
    </DetailView>
  )
}

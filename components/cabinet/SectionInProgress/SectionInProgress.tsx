import { Link } from '@/components/ui/Link'
import { useRouter } from 'next/router'

import { crumbsFor } from '@/lib/routes'
import type { SessionProps } from '@/components/session'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { PageMeta } from '@/components/seo/PageMeta'
import styles from './SectionInProgress.module.css'

type Props = SessionProps & { title: string }

/**
 * A cabinet section whose content arrives with a later release. The guard in front of it is
 * real: only the signed-in resident ever sees this page.
 */
export function SectionInProgress({ title }: Props) {
  const { asPath } = useRouter()
  const crumbs = crumbsFor(asPath)
  const items = crumbs.at(-1)?.label === title ? crumbs : [...crumbs, { label: title }]
  return (
    <div className={styles.page}>
      <PageMeta title={title} noindex />
      <Breadcrumbs items={items} />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text} role="status">
        Раздел в разработке. Скоро здесь появятся ваши данные.
      </p>
      <Link href="/">На главную</Link>
    </div>
  )
}

import Link from 'next/link'

import type { ArticleCard_ArticleFragment } from '../../../graphql/__generated__/client/graphql'
import { formatDate } from '../../../lib/format/date'
import { articleHref } from '../../../lib/journal/paths'
import { CmsImage } from '../../ui/CmsImage'
import styles from './ArticleCard.module.css'

type Props = { article: ArticleCard_ArticleFragment; priority?: boolean }

export function ArticleCard({ article, priority = false }: Props) {
  const picture = article.previewPicture
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {picture ? (
          <CmsImage
            image={picture}
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            priority={priority}
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        {article.category ? <span className={styles.category}>{article.category.name}</span> : null}
        <h2 className={styles.title}>
          <Link href={articleHref(article)} className={styles.link}>
            {article.name}
          </Link>
        </h2>
        <time className={styles.date} dateTime={article.createdAt}>
          {formatDate(article.createdAt)}
        </time>
      </div>
    </article>
  )
}

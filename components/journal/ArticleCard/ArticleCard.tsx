import type { ArticleCard_ArticleFragment } from '@/lib/__generated__/gql/graphql'
import { formatDate } from '@/lib/format/date'
import { articleHref } from '@/lib/journal/paths'
import { CatalogueCard } from '@/components/catalogue/CatalogueCard/CatalogueCard'

type Props = { article: ArticleCard_ArticleFragment; priority?: boolean }

/** The journal's list has at most three columns, so its cards are wider than the catalogue's. */
const JOURNAL_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw'

export function ArticleCard({ article, priority = false }: Props) {
  return (
    <CatalogueCard
      href={articleHref(article)}
      title={article.name}
      image={article.previewPicture ?? null}
      eyebrow={article.category?.name}
      date={{ dateTime: article.createdAt, text: formatDate(article.createdAt) }}
      priority={priority}
      sizes={JOURNAL_SIZES}
      favorite={{ entity: 'MAGAZINE', slug: article.slug }}
    />
  )
}

import { ArticleView } from '@/components/journal/ArticleView/ArticleView'
import { getArticleProps, type ArticleProps } from '@/lib/server/ssr/journal'
import { withRedirects } from '@/lib/server/ssr/redirects'

const ArticlePage = ({ item, structuredData }: ArticleProps) => (
  <ArticleView article={item} structuredData={structuredData} />
)

export default ArticlePage
export { getArticlePaths as getStaticPaths } from '@/lib/server/ssr/journal'
// An editor's redirect rule for this address wins over the article, e.g. the old address
// of a renamed article.
export const getStaticProps = withRedirects('/zhurnal-kurorta/[type]/[slug]', getArticleProps)

import { ArticleView } from '@/components/journal/ArticleView/ArticleView'
import type { ArticleProps } from '@/lib/ssr/journal'

const ArticlePage = ({ item, structuredData }: ArticleProps) => (
  <ArticleView article={item} structuredData={structuredData} />
)

export default ArticlePage
export { getArticlePaths as getStaticPaths, getArticleProps as getStaticProps } from '@/lib/ssr/journal'

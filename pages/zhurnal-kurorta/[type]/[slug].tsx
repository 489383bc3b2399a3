import { ArticleView } from '@/components/journal/ArticleView/ArticleView'
import type { ArticleProps } from '@/lib/ssr/journal'

const ArticlePage = ({ item }: ArticleProps) => <ArticleView article={item} />

export default ArticlePage
export { getArticlePaths as getStaticPaths, getArticleProps as getStaticProps } from '@/lib/ssr/journal'

import { ArticleView } from '../../../components/journal/ArticleView/ArticleView'
import type { ArticleProps } from '../../../lib/ssr/journal'

const ArticlePage = ({ article }: ArticleProps) => <ArticleView article={article} />

export default ArticlePage
export { getArticlePaths as getStaticPaths, getArticleProps as getStaticProps } from '../../../lib/ssr/journal'

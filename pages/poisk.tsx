import { SearchResultsView, type SearchPageProps } from '@/components/search/SearchResultsView/SearchResultsView'
import { getSearchPageProps } from '@/lib/server/ssr/search'

const SearchPage = (props: SearchPageProps) => <SearchResultsView {...props} />

export default SearchPage
export const getServerSideProps = getSearchPageProps

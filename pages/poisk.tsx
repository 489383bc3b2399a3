import { SearchResultsView } from '@/components/search/SearchResultsView/SearchResultsView'
import { getSearchPageProps, type SearchPageProps } from '@/lib/ssr/search'

const SearchPage = (props: SearchPageProps) => <SearchResultsView {...props} />

export default SearchPage
export const getServerSideProps = getSearchPageProps

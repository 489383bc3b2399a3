// Serves /zhurnal-kurorta?category=…&page=… through the rewrites of lib/routing/listRoutes.ts.
import { JournalListView, type JournalListProps } from '@/components/journal/JournalListView/JournalListView'

const JournalListPage = (props: JournalListProps) => <JournalListView {...props} />

export default JournalListPage
export { getJournalListPaths as getStaticPaths, getJournalListProps as getStaticProps } from '@/lib/server/ssr/journal'

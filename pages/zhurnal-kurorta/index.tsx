import { JournalListView } from '@/components/journal/JournalListView/JournalListView'
import type { JournalListProps } from '@/lib/ssr/journal'

const JournalPage = (props: JournalListProps) => <JournalListView {...props} />

export default JournalPage
export { getJournalIndexProps as getStaticProps } from '@/lib/ssr/journal'

import { JournalListView, type JournalListProps } from '@/components/journal/JournalListView/JournalListView'

const JournalPage = (props: JournalListProps) => <JournalListView {...props} />

export default JournalPage
export { getJournalIndexProps as getStaticProps } from '@/lib/server/ssr/journal'

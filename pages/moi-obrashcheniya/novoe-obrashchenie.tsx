import { NewAppealView, type NewAppealViewProps } from '@/components/appeals/NewAppealView/NewAppealView'

const NewAppealPage = (props: NewAppealViewProps) => <NewAppealView {...props} />

export default NewAppealPage
export { getNewAppealProps as getServerSideProps } from '@/lib/server/ssr/appeals'

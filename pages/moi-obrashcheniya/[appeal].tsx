// Serves /moi-obrashcheniya/appeal-{id} (docs/spec.md#2-screens-and-routes); other segments, and other residents'
// appeals, are 404.
import { AppealView, type AppealViewProps } from '@/components/appeals/AppealView/AppealView'

const AppealPage = (props: AppealViewProps) => <AppealView {...props} />

export default AppealPage
export { getAppealProps as getServerSideProps } from '@/lib/server/ssr/appeals'

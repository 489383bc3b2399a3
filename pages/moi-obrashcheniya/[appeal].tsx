// Serves /moi-obrashcheniya/appeal-{id} (spec §2); other segments are 404.
import { SectionInProgress } from '@/components/cabinet/SectionInProgress/SectionInProgress'
import { cabinetItemProps } from '@/lib/ssr/cabinet'
import type { SessionProps } from '@/components/session'

const AppealPage = ({ id, ...props }: SessionProps & { id: string }) => (
  <SectionInProgress {...props} title={`Обращение № ${id}`} />
)

export default AppealPage
export const getServerSideProps = cabinetItemProps('appeal', 'appeal-')

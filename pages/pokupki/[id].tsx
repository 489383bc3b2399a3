import { SectionInProgress } from '@/components/cabinet/SectionInProgress/SectionInProgress'
import { cabinetItemProps } from '@/lib/ssr/cabinet'
import type { SessionProps } from '@/components/session'

const PurchasePage = ({ id, ...props }: SessionProps & { id: string }) => (
  <SectionInProgress {...props} title={`Покупка № ${id}`} />
)

export default PurchasePage
export const getServerSideProps = cabinetItemProps('id')

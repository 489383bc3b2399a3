import { SectionInProgress } from '@/components/cabinet/SectionInProgress/SectionInProgress'
import type { SessionProps } from '@/components/session'

const Page = (props: SessionProps) => <SectionInProgress {...props} title="Мой транспорт" />

export default Page
export { getCabinetProps as getServerSideProps } from '@/lib/ssr/cabinet'

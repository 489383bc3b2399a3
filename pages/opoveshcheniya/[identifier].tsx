import { AlertView } from '@/components/alerts/AlertView/AlertView'
import type { AlertProps } from '@/lib/server/ssr/alerts'

const AlertPage = ({ alert }: AlertProps) => <AlertView alert={alert} />

export default AlertPage
export { getAlertPaths as getStaticPaths, getAlertProps as getStaticProps } from '@/lib/server/ssr/alerts'

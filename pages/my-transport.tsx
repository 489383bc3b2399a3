import {
  MyTransportRouteQuery,
  MyTransportView,
  type MyTransportViewProps,
} from '@/components/cars/MyTransportView/MyTransportView'
import { prefilledCabinetProps } from '@/lib/server/ssr/cabinet'

const MyTransportPage = (props: MyTransportViewProps) => <MyTransportView {...props} />

export default MyTransportPage
export const getServerSideProps = prefilledCabinetProps(MyTransportRouteQuery)

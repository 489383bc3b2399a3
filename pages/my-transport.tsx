import { MyTransportView, type MyTransportViewProps } from '@/components/cars/MyTransportView/MyTransportView'

const MyTransportPage = (props: MyTransportViewProps) => <MyTransportView {...props} />

export default MyTransportPage
export { getCabinetProps as getServerSideProps } from '@/lib/server/ssr/cabinet'

import { ResidentPermitView } from '@/components/static/ResidentPermitView'

const ResidentPermitPage = () => <ResidentPermitView />

export default ResidentPermitPage

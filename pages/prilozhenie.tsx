import { MobileAppView } from '@/components/static/MobileAppView'

const MobileAppPage = () => <MobileAppView />

export default MobileAppPage

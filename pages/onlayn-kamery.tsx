import { CamerasView } from '@/components/catalogue/sections/Cameras'
import { type CamerasProps, getCamerasProps } from '@/lib/server/ssr/catalogue/cameras'

const Page = ({ data }: CamerasProps) => <CamerasView cameras={data.cameras} />

export default Page
export const getStaticProps = getCamerasProps

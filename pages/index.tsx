import { HomeView } from '@/components/home/HomeView/HomeView'
import type { HomeProps } from '@/lib/ssr/home'

const HomePage = (props: HomeProps) => <HomeView {...props} />

export default HomePage
export { getHomeProps as getStaticProps } from '@/lib/ssr/home'

import { HomeView, type HomeProps } from '@/components/home/HomeView/HomeView'

const HomePage = (props: HomeProps) => <HomeView {...props} />

export default HomePage
export { getHomeProps as getStaticProps } from '@/lib/server/ssr/home'

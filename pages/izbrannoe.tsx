import { FavoritesView, type FavoritesViewProps } from '@/components/favorites/FavoritesView/FavoritesView'

const FavoritesPage = (props: FavoritesViewProps) => <FavoritesView {...props} />

export default FavoritesPage
export { getCabinetProps as getServerSideProps } from '@/lib/server/ssr/cabinet'

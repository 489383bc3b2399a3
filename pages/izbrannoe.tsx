import { FavoritesQuery } from '@/components/favorites/favoritesDocuments'
import { FavoritesView, type FavoritesViewProps } from '@/components/favorites/FavoritesView/FavoritesView'
import { prefilledCabinetProps } from '@/lib/server/ssr/cabinet'

const FavoritesPage = (props: FavoritesViewProps) => <FavoritesView {...props} />

export default FavoritesPage
export const getServerSideProps = prefilledCabinetProps(FavoritesQuery)

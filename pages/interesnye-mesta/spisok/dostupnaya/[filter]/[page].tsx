// Serves /interesnye-mesta?sreda=dostupnaya&… («Доступная среда») through the rewrites of lib/routing/listRoutes.ts.
import { PlacesListView, type PlacesListProps } from '@/components/catalogue/sections/PlacesList'
import { accessiblePlacesList } from '@/lib/server/ssr/catalogue/places'

const Page = (props: PlacesListProps) => <PlacesListView {...props} />

export default Page
export const getStaticPaths = accessiblePlacesList.getListPaths
export const getStaticProps = accessiblePlacesList.getListProps

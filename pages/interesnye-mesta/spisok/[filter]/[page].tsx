// Serves /interesnye-mesta?…&page=… through the rewrites of lib/routing/listRoutes.ts.
import { PlacesListView, type PlacesListProps } from '@/components/catalogue/sections/PlacesList'
import { placesList } from '@/lib/server/ssr/catalogue/places'

const Page = (props: PlacesListProps) => <PlacesListView {...props} />

export default Page
export const getStaticPaths = placesList.getListPaths
export const getStaticProps = placesList.getListProps

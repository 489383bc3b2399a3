import { PlacesListView, type PlacesListProps } from '@/components/catalogue/sections/PlacesList'
import { placesList } from '@/lib/server/ssr/catalogue/places'

const Page = (props: PlacesListProps) => <PlacesListView {...props} />

export default Page
export const getStaticProps = placesList.getIndexProps

import type { NextPage } from 'next'

import type { PageLayout } from '@/components/layout/AppShell'
import { MapView } from '@/components/map/MapView'
import { getMapProps, type MapProps } from '@/lib/server/ssr/map'

const MapPage: NextPage<MapProps> & { layout: PageLayout } = ({ data }) => <MapView objects={data.mapObjects} />

// docs/spec.md#2-screens-and-routes: the map page uses the map layout.
MapPage.layout = 'map'

export default MapPage
export const getStaticProps = getMapProps

import dynamic from 'next/dynamic'

import type { CityMapProps, MiniMapProps, PointPickerProps } from './types'

/**
 * The only way into Leaflet (ARCHITECTURE §6): no other module imports `leaflet` or `react-leaflet`
 * except the `*.client.tsx` files loaded from here. They load after hydration, in their own chunks,
 * and never on the server (Leaflet needs `window`), so the HTML around a map renders without them.
 */
export const CityMap = dynamic<CityMapProps>(() => import('./CityMap.client'), { ssr: false })

export const MiniMap = dynamic<MiniMapProps>(() => import('./MiniMap.client'), { ssr: false })

export const PointPicker = dynamic<PointPickerProps>(() => import('./PointPicker.client'), { ssr: false })

export type { CityMapProps, MapFocus, MapMarker, MapSelection, MiniMapProps, PointPickerProps } from './types'

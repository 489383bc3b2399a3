import { clientOnly } from '@/lib/hooks/clientOnly'

import type { AppealsMapProps, CityMapProps, MiniMapProps, PointPickerProps } from './types'

/**
 * The only way into Leaflet (docs/architecture.md#6-ui): no other module imports `leaflet` or `react-leaflet`
 * except the `*.client.tsx` files loaded from here. They load after hydration, in their own chunks,
 * and never on the server (Leaflet needs `window`), so the HTML around a map renders without them.
 */
export const CityMap = clientOnly<CityMapProps>(() => import('./CityMap.client').then((m) => m.default))

export const MiniMap = clientOnly<MiniMapProps>(() => import('./MiniMap.client').then((m) => m.default))

export const PointPicker = clientOnly<PointPickerProps>(() => import('./PointPicker.client').then((m) => m.default))

export const AppealsMap = clientOnly<AppealsMapProps>(() => import('./AppealsMap.client').then((m) => m.default))

export type {
  AppealPoint,
  AppealsMapProps,
  CityMapProps,
  MapFocus,
  MapMarker,
  MapSelection,
  MiniMapProps,
  PointPickerProps,
} from './types'

/**
 * The part of Leaflet.markercluster's API we use. react-leaflet-cluster's own typings refer to
 * `L.MarkerClusterGroup` from @types/leaflet.markercluster, which is not installed; these fill in.
 */
export {}

declare module 'leaflet' {
  class MarkerCluster extends Marker {
    getChildCount(): number
    zoomToBounds(options?: FitBoundsOptions): void
    spiderfy(): void
  }

  interface MarkerClusterGroupOptions extends LayerOptions {
    maxClusterRadius?: number
    showCoverageOnHover?: boolean
    zoomToBoundsOnClick?: boolean
    spiderfyOnMaxZoom?: boolean
    chunkedLoading?: boolean
    iconCreateFunction?: (cluster: MarkerCluster) => Icon | DivIcon
  }

  class MarkerClusterGroup extends FeatureGroup {
    constructor(options?: MarkerClusterGroupOptions)
    /** Zooms or spiderfies until the layer is visible on its own, then calls back. */
    zoomToShowLayer(layer: Layer, callback?: () => void): void
    /** Adds many markers in one clustering pass (in chunks, with `chunkedLoading`). */
    addLayers(layers: Layer[]): this
    removeLayers(layers: Layer[]): this
  }
}

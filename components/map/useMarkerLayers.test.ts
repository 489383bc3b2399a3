/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react'
import L from 'leaflet'
import 'leaflet.markercluster'

import type { MapMarker } from './types'
import { useMarkerLayers } from './useMarkerLayers'

const marker = (i: number): MapMarker => ({
  key: `place-${i}`,
  kind: 'PLACE',
  title: `Место ${i}`,
  subtitle: null,
  point: { lat: 44.89 + i / 1000, lon: 37.31 },
  flag: null,
  bathing: null,
  accessible: null,
  track: null,
  image: null,
  href: null,
})

const cityMarkers = Array.from({ length: 60 }, (_, i) => marker(i))

describe('useMarkerLayers', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('hands the markers to the group a slice per task, the first after the mount', () => {
    const group = new L.MarkerClusterGroup()
    const added: number[] = []
    const addLayers = group.addLayers.bind(group)
    jest.spyOn(group, 'addLayers').mockImplementation((layers: L.Layer[]) => {
      added.push(layers.length)
      return addLayers(layers)
    })
    const byKey = { current: new Map<string, L.Marker>() }

    const { result } = renderHook(() => useMarkerLayers(group, cityMarkers, byKey))
    expect(group.getLayers()).toHaveLength(0)

    act(() => jest.advanceTimersToNextTimer())
    expect(group.getLayers()).toHaveLength(24)
    // A chosen marker may still be on its way: the map waits for `placed`.
    expect(result.current.placed).toBe(false)
    act(() => jest.runAllTimers())

    expect(added).toEqual([24, 24, 12])
    expect(group.getLayers()).toHaveLength(60)
    expect([...byKey.current.keys()]).toEqual(cityMarkers.map((m) => m.key))
    expect(result.current.placed).toBe(true)
  })

  it('stops and takes its markers back when the markers change before every slice is in', () => {
    const group = new L.MarkerClusterGroup()
    const byKey = { current: new Map<string, L.Marker>() }
    const { rerender } = renderHook(({ markers }) => useMarkerLayers(group, markers, byKey), {
      initialProps: { markers: cityMarkers },
    })
    act(() => jest.advanceTimersToNextTimer())
    expect(group.getLayers()).toHaveLength(24)

    const fewer = cityMarkers.slice(0, 3)
    rerender({ markers: fewer })
    act(() => jest.runAllTimers())

    expect(group.getLayers()).toHaveLength(3)
    expect([...byKey.current.keys()]).toEqual(fewer.map((m) => m.key))
  })

  it('is placed anew for each list: another list is not placed until its own markers are in', () => {
    const group = new L.MarkerClusterGroup()
    const byKey = { current: new Map<string, L.Marker>() }
    const { result, rerender } = renderHook(({ markers }) => useMarkerLayers(group, markers, byKey), {
      initialProps: { markers: cityMarkers },
    })
    act(() => jest.runAllTimers())
    expect(result.current.placed).toBe(true)

    rerender({ markers: cityMarkers.slice(0, 30) })
    expect(result.current.placed).toBe(false)
    act(() => jest.runAllTimers())
    expect(result.current.placed).toBe(true)
  })
})

import { skipToken, useQuery } from '@apollo/client/react'

import { graphql } from '@/lib/__generated__/gql'
import { useDebouncedValue } from '@/lib/hooks/useDebouncedValue'

export const DescribePointQuery = graphql(`
  query DescribePointQuery($point: GeoPointInput!) {
    describePoint(point: $point) {
      text
    }
  }
`)

/** A resident drags the marker about; the point is described once it has stayed put this long. */
export const DESCRIBE_AFTER_MS = 400

type Point = { lat: number; lon: number }

/**
 * An appeal's point in words («рядом: Центральный пляж, 120 м», and the street where the site has
 * a geocoder), or null while it is being worked out, when nothing is known, or when the call failed:
 * the form then shows the coordinates, which are always right.
 */
export function usePointDescription(point: Point | null): string | null {
  const settled = useDebouncedValue(point, DESCRIBE_AFTER_MS)
  const current = settled && point && settled.lat === point.lat && settled.lon === point.lon ? settled : null
  const { data } = useQuery(
    DescribePointQuery,
    current ? { variables: { point: { lat: current.lat, lon: current.lon } }, errorPolicy: 'all' } : skipToken,
  )
  return current ? (data?.describePoint?.text ?? null) : null
}

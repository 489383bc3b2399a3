import { useLazyQuery } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { CarCheckQueryQuery } from '@/lib/__generated__/gql/graphql'
import { reportCarFailure } from './carFailure'

export const CarCheckQuery = graphql(`
  query CarCheckQuery($plate: String!) {
    carCheck(plate: $plate) {
      plate
      plateDisplay
      alreadyAdded
      permitActive
      permitEndDate
      canApply
      reason
    }
  }
`)

export type CarCheck = CarCheckQueryQuery['carCheck']

/**
 * docs/spec.md#7-calls-the-product-makes car/check, as the add-car form asks while the resident types; a failure is the
 * docs/spec.md#8-error-catalogue toast.
 */
export function useCarCheckQuery() {
  const [run, { loading }] = useLazyQuery(CarCheckQuery, { fetchPolicy: 'network-only' })
  const check = useCallback(
    async (plate: string): Promise<CarCheck | null> => {
      try {
        const { data, error } = await run({ variables: { plate } })
        if (error) throw error
        return data?.carCheck ?? null
      } catch (error) {
        reportCarFailure(error)
        return null
      }
    },
    [run],
  )
  return { check, loading }
}

import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { MutationOutcome } from '@/lib/apollo/serverErrors'
import { notify } from '@/lib/notify'
import { reportCarFailure } from './carFailure'

export const UpdateCarMutation = graphql(`
  mutation UpdateCarMutation($plate: String!, $name: String!) {
    updateCar(plate: $plate, name: $name) {
      ...CarItem_car
    }
  }
`)

export const CAR_RENAMED = 'Название сохранено'

/** Renames a car; the cache entry (keyed by plate) updates itself from the answer. */
export function useUpdateCarMutation() {
  const [mutate, { loading }] = useMutation(UpdateCarMutation)
  const updateCar = useCallback(
    async (plate: string, name: string): Promise<MutationOutcome> => {
      try {
        await mutate({ variables: { plate, name } })
      } catch (error) {
        // An outage names no field (errors undefined) and is still a failure: the form stays open.
        return { ok: false, errors: reportCarFailure(error, ['name']) }
      }
      notify.success({ title: CAR_RENAMED })
      return { ok: true, value: true }
    },
    [mutate],
  )
  return { updateCar, loading }
}

import { useMutation } from '@apollo/client/react'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import { notify } from '@/lib/notify'
import { reportCarFailure } from './carFailure'

export const RemoveCarMutation = graphql(`
  mutation RemoveCarMutation($plate: String!) {
    removeCar(plate: $plate)
  }
`)

/** docs/spec.md#8-error-catalogue: the success toast on car deletion. */
export const CAR_REMOVED = { title: 'Удаление', description: 'Машина удалена' } as const

/** Removes a car and drops it from the cache; true when it is gone. */
export function useRemoveCarMutation() {
  const [mutate, { loading }] = useMutation(RemoveCarMutation, {
    update(cache, { data }) {
      if (!data?.removeCar) return
      cache.evict({ id: cache.identify({ __typename: 'Car', plate: data.removeCar }) })
      cache.gc()
    },
  })
  const removeCar = useCallback(
    async (plate: string): Promise<boolean> => {
      try {
        await mutate({ variables: { plate } })
      } catch (error) {
        reportCarFailure(error)
        return false
      }
      notify.success(CAR_REMOVED)
      return true
    },
    [mutate],
  )
  return { removeCar, loading }
}

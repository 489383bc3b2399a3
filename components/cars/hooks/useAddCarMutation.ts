import type { Reference } from '@apollo/client'
import { useMutation } from '@apollo/client/react'
import type { SubmissionErrors } from 'final-form'
import { useCallback } from 'react'

import { graphql } from '@/lib/__generated__/gql'
import type { CarItem_CarFragment } from '@/lib/__generated__/gql/graphql'
import { notify } from '@/lib/notify'
import { reportCarFailure } from './carFailure'

export const AddCarMutation = graphql(`
  mutation AddCarMutation($plate: String!, $name: String!) {
    addCar(plate: $plate, name: $name) {
      ...CarItem_car
    }
  }
`)

export const CAR_ADDED = 'Автомобиль добавлен'

export type CarValues = { plate: string; name: string }

/** Adds a car and appends it to the cached list; answers the form's submission errors, or the car. */
export function useAddCarMutation() {
  const [mutate, { loading }] = useMutation(AddCarMutation, {
    update(cache, { data }) {
      const car = data?.addCar
      if (!car) return
      cache.modify({
        fields: {
          cars(existing, { toReference, readField }) {
            const list = Array.isArray(existing) ? (existing as Reference[]) : []
            if (list.some((ref) => readField('plate', ref) === car.plate)) return list
            // `true` writes the car itself into the cache under its plate (typePolicies in lib/apollo/cache).
            const ref = toReference({ ...car, __typename: 'Car' }, true)
            return ref ? [...list, ref] : list
          },
        },
      })
    },
  })
  const addCar = useCallback(
    async (values: CarValues): Promise<{ car: CarItem_CarFragment } | { errors: SubmissionErrors }> => {
      try {
        const { data } = await mutate({ variables: { plate: values.plate, name: values.name } })
        if (!data) throw new Error('no data')
        notify.success({ title: CAR_ADDED, description: `${data.addCar.plateDisplay}, ${data.addCar.name}` })
        return { car: data.addCar }
      } catch (error) {
        return { errors: reportCarFailure(error, ['plate', 'name']) }
      }
    },
    [mutate],
  )
  return { addCar, loading }
}

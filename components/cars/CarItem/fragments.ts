import { graphql } from '@/lib/__generated__/gql'

export const CarItem_car = graphql(`
  fragment CarItem_car on Car {
    plate
    plateDisplay
    name
    permitEndDate
  }
`)

import { graphql } from '@/graphql/__generated__/client'

export const CarItem_car = graphql(`
  fragment CarItem_car on Car {
    plate
    plateDisplay
    name
    permitEndDate
  }
`)

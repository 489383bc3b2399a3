import { graphql } from '@/lib/__generated__/gql'

/**
 * The data Beaches renders, as GraphQL fragments for the pages' queries. They live apart from the
 * component so its browser bundle never carries the generated document map (codegen still finds
 * them here); only server-side queries spread them.
 */
export const BeachCard_beach = graphql(`
  fragment BeachCard_beach on Beach {
    id
    ...CatalogueCard_entry
    group {
      id
      title
    }
    surface {
      value
      label
    }
    conditions {
      bathing {
        value
        label
      }
      waterTemperature
      waterTemperatureSource
    }
    workingHours {
      ...CatalogueHours
    }
    accessibility {
      ...CatalogueCard_accessibility
    }
  }
`)

export const BeachConditionsPanel_conditions = graphql(`
  fragment BeachConditionsPanel_conditions on BeachConditions {
    bathing {
      value
      label
    }
    flag {
      value
      label
    }
    reasons {
      value
      label
    }
    source {
      value
      label
    }
    document
    note
    validUntil
    verifiedAt
    lifeguards
    waterTemperature
    waterTemperatureSource
    waterTemperatureAt
    waveHeight
    waveHeightAt
    windSpeed
    windSpeedAt
    uvIndex
    uvIndexAt
  }
`)

export const BeachView_beach = graphql(`
  fragment BeachView_beach on Beach {
    ...BeachCard_beach
    address
    lengthMeters
    amenities {
      value
      label
    }
    accessibility {
      ...AccessibilitySection_accessibility
    }
    ...CatalogueDetail_entry
    conditions {
      ...BeachConditionsPanel_conditions
    }
    location {
      lat
      lon
    }
  }
`)

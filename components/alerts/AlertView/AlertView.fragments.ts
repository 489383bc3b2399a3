import { graphql } from '@/lib/__generated__/gql'

/** What the alert page renders; apart from the view so its bundle never carries the document map. */
export const AlertView_alert = graphql(`
  fragment AlertView_alert on OfficialAlert {
    identifier
    sent
    msgType {
      value
      label
    }
    event
    headline
    description
    instruction
    urgency {
      label
    }
    severity {
      value
      label
    }
    certainty {
      label
    }
    onset
    expires
    areaDesc
    beaches {
      id
      title
    }
    references
  }
`)

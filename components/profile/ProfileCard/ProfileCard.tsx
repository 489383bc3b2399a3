import { graphql } from '../../../graphql/__generated__/client'

export const ProfileCard_user = graphql(`
  fragment ProfileCard_user on User {
    name
    lastname
    phoneFormatted
    sex
  }
`)

/**
 * Residents: sign-in by phone, the session cookie and the profile (docs/spec.md#3-entities-and-their-fields User,
 * #4-states-and-transitions, #7-calls-the-product-makes).
 */
export const authTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in resident, or null for visitors and expired sessions."
    me: User
  }

  type Mutation {
    "Sends a one-time code to the phone (sign-in and registration). Rate-limited."
    sendCode(phone: String!): Boolean!
    """
    Checks the code; on success sets the session cookie and returns the resident. A new phone is
    registered only with \`consent: true\` (consent to the processing of personal data), otherwise
    BAD_USER_INPUT on \`consent\`; a known resident signs in without it.
    """
    loginByCode(phone: String!, code: String!, consent: Boolean): User!
    "Phone and password; on success sets the session cookie and returns the resident."
    login(phone: String!, password: String!): User!
    "Ends this session on the server and removes the cookie."
    logout: Boolean!
    "Sends a recovery code; the resident signs in with it, then sets a new password."
    requestPasswordRecovery(phone: String!): Boolean!
    "Creates or resets the password of the signed-in resident; other sessions end."
    setPassword(password: String!, confirmPassword: String!): Boolean!
    "Changes the password, given the old one; other sessions end."
    changePassword(oldPassword: String!, password: String!, confirmPassword: String!): Boolean!
    "The answer replaces the current user (docs/spec.md#3-entities-and-their-fields)."
    updateProfile(input: ProfileInput!): User!
    "Deletes the account and removes the cookie."
    deleteAccount: Boolean!
  }

  enum Sex {
    male
    female
  }

  type User {
    id: ID!
    name: String
    lastname: String
    email: String
    "11 digits, 7XXXXXXXXXX"
    phone: String!
    "+7 (XXX) XXX-XX-XX (docs/spec.md#5-validation-rules)"
    phoneFormatted: String!
    sex: Sex
    hasPassword: Boolean!
  }

  input ProfileInput {
    name: String!
    lastname: String!
    email: String!
    sex: Sex
  }
`

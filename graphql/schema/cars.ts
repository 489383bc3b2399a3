/**
 * My transport: the resident's cars and their resident permits (docs/spec.md#3-entities-and-their-fields Car,
 * #7-calls-the-product-makes car/*).
 */
export const carsTypeDefs = /* GraphQL */ `
  extend type Query {
    "The signed-in resident's cars, in the order they were added."
    cars: [Car!]!
    "Whether this resident may apply for a permit for the plate now; tells nothing about other residents."
    carCheck(plate: String!): CarCheck!
    "The last day of the latest active resident permit among the resident's cars (dd.mm.yyyy), or null."
    activeResidentPermitEndDate: String
  }

  extend type Mutation {
    "Adds a car; the plate is normalised (Latin look-alikes, spaces and case ignored)."
    addCar(plate: String!, name: String!): Car!
    "Renames one of the resident's cars; another resident's plate is NOT_FOUND."
    updateCar(plate: String!, name: String!): Car!
    "Removes one of the resident's cars and answers its canonical plate; a permit already granted stays."
    removeCar(plate: String!): String!
  }

  type Car {
    "Canonical compact form, Cyrillic upper case: А123ВС23. The car's key."
    plate: String!
    "For people: А 123 ВС 23."
    plateDisplay: String!
    name: String!
    "Last day of the active resident permit, dd.mm.yyyy; null without one."
    permitEndDate: String
  }

  type CarCheck {
    plate: String!
    plateDisplay: String!
    "The plate is already in this resident's list."
    alreadyAdded: Boolean!
    permitActive: Boolean!
    permitEndDate: String
    canApply: Boolean!
    "Why not, in Russian, when canApply is false."
    reason: String
  }
`

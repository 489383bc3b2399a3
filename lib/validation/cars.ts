import { object, string } from 'yup'

import { normalisePlate, PLATE_MESSAGES } from '@anapa/shared/cars/plate'
import { maxLengthText } from '@anapa/shared/text/plural'
import { applicationSchema } from '@anapa/shared/statements/applicationSchema'
import { REQUIRED } from './messages'

/** A car's name in the resident's list ("Лада Веста"); the CMS keeps the same bound. */
export const CAR_NAME_MAX = 100
export const carNameTooLong = maxLengthText(CAR_NAME_MAX)

// The plate rule is the shared one (@anapa/shared/cars/plate), so the form, the gateway and the CMS
// accept exactly the same plates.
const plate = () =>
  string()
    .trim()
    .required(REQUIRED)
    .test('plate', PLATE_MESSAGES.invalid, (v) => !v || normalisePlate(v) !== null)

const carName = () => string().trim().required(REQUIRED).max(CAR_NAME_MAX, carNameTooLong)

/** Add a car: plate and name (docs/spec.md#7-calls-the-product-makes car/add). */
export const carSchema = object({ plate: plate(), name: carName() })
/** Rename: the plate is the key and is not edited. */
export const carNameSchema = object({ name: carName() })
export const plateSchema = object({ plate: plate() })

/** The resident permit application: the one shared schema, re-exported for the forms' makeValidate. */
export { applicationSchema }

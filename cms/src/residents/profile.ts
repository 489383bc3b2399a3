import { ContractError } from '@/contract/http'
import { INVALID_SEX } from './messages'

const SEXES = ['male', 'female'] as const

/**
 * The optional `sex` of a profile update: absent leaves it as it is, null clears it, otherwise
 * one of the values of docs/spec.md#3-entities-and-their-fields or a 422 on `fields.sex`.
 */
export function profileSex(body: Record<string, unknown>): (typeof SEXES)[number] | null | undefined {
  const value = body.sex
  if (value === undefined) return undefined
  if (value === null || value === '') return null
  if (typeof value === 'string' && (SEXES as readonly string[]).includes(value)) return value as (typeof SEXES)[number]
  throw new ContractError(422, INVALID_SEX, { fields: { sex: INVALID_SEX } })
}

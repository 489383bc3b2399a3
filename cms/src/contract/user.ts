import type { Customer } from '@/payload-types'

/**
 * The current resident as the contract shows it (docs/api/openapi.yaml `User`). Unfilled fields
 * are null. `has_password` tells the client whether to offer "set a password" or "change it".
 * Built field by field, so nothing else a customer document holds can leak out.
 */
export type ContractUser = {
  id: number
  name: string | null
  lastname: string | null
  email: string | null
  phone: string
  sex: 'male' | 'female' | null
  has_password: boolean
}

export function toUser(customer: Omit<Customer, 'passwordHash'>, hasPassword: boolean): ContractUser {
  return {
    id: customer.id,
    name: customer.name ?? null,
    lastname: customer.lastname ?? null,
    email: customer.email ?? null,
    phone: customer.phone,
    sex: customer.sex ?? null,
    has_password: hasPassword,
  }
}

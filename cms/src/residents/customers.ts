import type { Payload } from 'payload'

import type { Customer } from '../payload-types'
import { hashPassword } from './password'

/** Server-side reads and writes of residents by phone; object-level checks happen in the callers. */
export async function findCustomerByPhone(payload: Payload, phone: string): Promise<Customer | null> {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { phone: { equals: phone } },
    limit: 1,
    pagination: false,
    depth: 0,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

/**
 * Registration by code: the first successful code sign-in of an unknown phone creates the resident.
 * Two sign-ins racing for the same new phone meet the unique index; the loser reads the winner.
 */
export async function findOrCreateCustomer(payload: Payload, phone: string): Promise<Customer> {
  const existing = await findCustomerByPhone(payload, phone)
  if (existing) return existing
  try {
    return await payload.create({ collection: 'customers', data: { phone }, depth: 0 })
  } catch (error) {
    const winner = await findCustomerByPhone(payload, phone)
    if (winner) return winner
    throw error
  }
}

export async function passwordHashOf(payload: Payload, customerId: number): Promise<string | null> {
  const customer = await payload.findByID({
    collection: 'customers',
    id: customerId,
    depth: 0,
    showHiddenFields: true,
    disableErrors: true,
  })
  return customer?.passwordHash ?? null
}

export async function setPassword(payload: Payload, customerId: number, password: string): Promise<void> {
  await payload.update({
    collection: 'customers',
    id: customerId,
    data: { passwordHash: await hashPassword(password) },
    depth: 0,
  })
}

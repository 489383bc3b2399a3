import type { Payload } from 'payload'

import { CONSENT_FIELD, CONSENT_MESSAGES, type ConsentRecord } from '@anapa/shared/privacy/consent'
import { fieldError } from '@/contract/fields'
import type { Customer } from '@/payload-types'
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
 * Registration by code: the first successful code sign-in of an unknown phone creates the resident,
 * and only with their consent to the processing of personal data (152-FZ), stored with its moment
 * and the policy edition; without it, a 422 on `consent`. A known resident signs in with or without
 * it; one registered before consent was asked gets it recorded the first time they give it.
 * Two sign-ins racing for the same new phone meet the unique index; the loser reads the winner.
 */
export async function findOrCreateCustomer(
  payload: Payload,
  phone: string,
  consent: ConsentRecord | null,
): Promise<Customer> {
  const existing = await findCustomerByPhone(payload, phone)
  if (existing) {
    if (!consent || existing.consent_at) return existing
    return payload.update({ collection: 'customers', id: existing.id, data: { ...consent }, depth: 0 })
  }
  if (!consent) throw fieldError(CONSENT_FIELD, CONSENT_MESSAGES.required)
  try {
    return await payload.create({ collection: 'customers', data: { phone, ...consent }, depth: 0 })
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

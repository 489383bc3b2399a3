import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'

/**
 * The first answer to each resident write sent with an `Idempotency-Key` header, kept 24 hours so a
 * repeat gets that answer instead of doing the write again (contract/idempotency.ts). Nobody reads
 * or edits them through Payload's API or the admin: the answers may hold a resident's data.
 */
export const IdempotencyKeys: CollectionConfig = {
  slug: 'idempotency-keys',
  labels: { singular: 'Ключ идемпотентности', plural: 'Ключи идемпотентности' },
  admin: { hidden: true },
  lockDocuments: false,
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  // One key per resident and endpoint: a repeat finds it, a concurrent twin fails on the index.
  indexes: [{ fields: ['customer', 'key', 'endpoint'], unique: true }],
  fields: [
    // The resident's id; a number, not a relationship: the keys go with the account
    // (Customers' deleteResidentTraces) and nothing else refers to them.
    { name: 'customer', type: 'number', required: true },
    { name: 'key', type: 'text', required: true },
    // "POST /v1/car/add": the same key may name one write on each endpoint.
    { name: 'endpoint', type: 'text', required: true },
    // SHA-256 of the request's content type and body bytes.
    { name: 'fingerprint', type: 'text', required: true },
    // Empty while the first request is still running.
    { name: 'status', type: 'number' },
    { name: 'contentType', type: 'text' },
    { name: 'response', type: 'textarea' },
  ],
}

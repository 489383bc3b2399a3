import type { CollectionConfig } from 'payload'

import { anyone, nobody } from '@/access'
import { BATHING_SET, FLAGS, LIFEGUARDS, REASONS, SOURCES } from '@/beaches/options'
import { selectOptions } from '@/catalogue/options'

/**
 * The current conditions of each beach, one document per beach, written only by the desk's changes
 * (collections/BeachConditionChanges, beaches/applyChange.ts) and read by the contract through the
 * beach's `conditions` join. Public data: anyone may read it; nobody writes it through an API.
 */
export const BeachConditions: CollectionConfig = {
  slug: 'beach-conditions',
  labels: { singular: 'Текущая обстановка на пляже', plural: 'Текущая обстановка на пляжах' },
  admin: { hidden: true },
  access: { read: anyone, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'beach', type: 'relationship', relationTo: 'beaches', required: true, unique: true, index: true },
    { name: 'bathing', type: 'select', required: true, options: selectOptions(BATHING_SET) },
    { name: 'flag', type: 'select', options: selectOptions(FLAGS) },
    { name: 'reasons', type: 'select', hasMany: true, options: selectOptions(REASONS) },
    { name: 'source', type: 'select', required: true, options: selectOptions(SOURCES) },
    { name: 'document', type: 'text' },
    { name: 'note', type: 'text' },
    { name: 'validFrom', type: 'date' },
    { name: 'validUntil', type: 'date' },
    { name: 'verifiedAt', type: 'date', required: true },
    { name: 'lifeguards', type: 'select', options: selectOptions(LIFEGUARDS) },
    { name: 'lifeguardsAt', type: 'date' },
    { name: 'waterTemperature', type: 'number' },
    { name: 'waterTemperatureAt', type: 'date' },
    { name: 'change', type: 'relationship', relationTo: 'beach-condition-changes', required: true },
  ],
}

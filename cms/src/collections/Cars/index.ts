import type { CollectionConfig } from 'payload'

import { normalisePlate } from '@anapa/shared/cars/plate'
import { editorOrOwnerViaContract, editorOrResidentViaContract } from '@/access'
import { ownerField } from '@/fields/owner'

/**
 * Residents' cars (docs/spec.md#3-entities-and-their-fields "Car"). The plate is stored in its canonical compact form
 * (`А123ВС23`) and is unique within one resident's list; two residents may own the same plate (a
 * family car). The permit end date is set by an approved application (collections/Statements).
 */
export const Cars: CollectionConfig = {
  slug: 'cars',
  labels: { singular: 'Автомобиль', plural: 'Автомобили' },
  admin: {
    group: 'Жители',
    useAsTitle: 'state_registration_plate',
    defaultColumns: ['state_registration_plate', 'name', 'owner', 'active_permit_end_date'],
    listSearchableFields: ['state_registration_plate', 'name'],
  },
  access: {
    read: editorOrOwnerViaContract,
    create: editorOrResidentViaContract,
    update: editorOrOwnerViaContract,
    delete: editorOrOwnerViaContract,
  },
  defaultSort: 'createdAt',
  // The contract finds a resident's car by plate; the pair is the car's natural key.
  indexes: [{ fields: ['owner', 'state_registration_plate'], unique: true }],
  fields: [
    ownerField,
    {
      name: 'state_registration_plate',
      type: 'text',
      label: 'Госномер',
      required: true,
      index: true,
      admin: { description: 'Хранится без пробелов кириллицей: А123ВС93' },
      access: { update: () => false },
      // Editors may type it as printed; it is stored canonical.
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? (normalisePlate(value) ?? value) : value)],
      },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && normalisePlate(value) === value) || 'Введите госномер, например А123ВС93',
    },
    { name: 'name', type: 'text', label: 'Название', required: true, maxLength: 100 },
    {
      name: 'active_permit_end_date',
      type: 'date',
      label: 'Резидентское разрешение действует до',
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd.MM.yyyy' },
        description: 'Ставится при одобрении заявления',
      },
    },
  ],
}

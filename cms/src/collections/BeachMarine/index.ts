import type { CollectionConfig, GroupField } from 'payload'

import { anyone, nobody } from '@/access'
import { DAY_AND_TIME } from '@/fields/dayAndTime'

/** One value of the model and the hour it is forecast for; both empty until the model gives one. */
const reading = (name: string, label: string): GroupField => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', type: 'number', label: 'Значение' },
        {
          name: 'forecastAt',
          type: 'date',
          label: 'Прогноз на',
          admin: DAY_AND_TIME,
        },
      ],
    },
  ],
})

/**
 * The sea by a forecast model, one record per beach (docs/decisions/0043-marine-feed.md): written
 * only by the hourly refresh (marine/refresh.ts, with overrideAccess), read by anyone, since it is
 * public data. Not fields of the beach: beaches keep versions and tell the site of every change, and
 * an hourly update must do neither. Each value keeps the hour it is forecast for, so a failed fetch
 * leaves the last values standing with their own times.
 */
export const BeachMarine: CollectionConfig = {
  slug: 'beach-marine',
  labels: { singular: 'Море у пляжа (модель)', plural: 'Море у пляжей (модель)' },
  admin: {
    group: 'Служебное',
    defaultColumns: ['beach', 'waterTemperature', 'waveHeight', 'windSpeed', 'uvIndex', 'fetchedAt'],
    description:
      'Температура воды, волна, ветер и УФ-индекс по данным модели прогноза. Обновляются автоматически раз в час; ' +
      'изменить их вручную нельзя.',
  },
  access: { read: anyone, create: nobody, update: nobody, delete: nobody },
  // Written by the server alone, never opened for editing: no document locks (and no lock columns).
  lockDocuments: false,
  // `fetchedAt` says when the values came; the usual timestamps would say the same again.
  timestamps: false,
  fields: [
    // Not required, so the column may be null: deleting a beach sets it null (the foreign key's
    // ON DELETE SET NULL) instead of failing on a NOT NULL, and the next refresh removes the record.
    { name: 'beach', type: 'relationship', relationTo: 'beaches', label: 'Пляж', unique: true, index: true },
    reading('waterTemperature', 'Температура воды, °C'),
    reading('waveHeight', 'Высота волн, м'),
    reading('windSpeed', 'Ветер, м/с'),
    reading('uvIndex', 'УФ-индекс'),
    {
      name: 'fetchedAt',
      type: 'date',
      label: 'Получено',
      required: true,
      admin: DAY_AND_TIME,
    },
  ],
}

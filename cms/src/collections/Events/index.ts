import type { CollectionConfig } from 'payload'

import { AGE_LIMITS, EVENT_CATEGORIES, selectOptions } from '@/catalogue/options'
import { finishesAt } from '@/catalogue/eventTime'
import {
  addressField,
  commonContentFields,
  locationField,
  priceFromField,
  seoField,
  sortField,
  titleField,
} from '@/fields/catalogue'
import { slugField } from '@/fields/slug'
import type { Event } from '@/payload-types'
import { siteRevalidation } from '@/revalidation/hooks'
import { withSearchIndex } from '@/search/sync'
import { catalogueCollection } from '@/collections/catalogue'

const dateTime = { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm', timeIntervals: 15 } as const

/** Afisha: concerts, festivals, exhibitions… with their dates, venue and prices. */
export const Events: CollectionConfig = catalogueCollection({
  slug: 'events',
  labels: { singular: 'Событие', plural: 'Афиша' },
  group: 'Каталог',
  defaultColumns: ['title', 'startsAt', 'category'],
  hooks: withSearchIndex(
    'events',
    siteRevalidation<Event>('events', (doc) => ({ key: doc.slug })),
  ),
  fields: [
    titleField(),
    {
      type: 'row',
      fields: [
        slugField(),
        {
          name: 'category',
          type: 'select',
          label: 'Категория',
          required: true,
          index: true,
          options: selectOptions(EVENT_CATEGORIES),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startsAt',
          type: 'date',
          label: 'Начало',
          required: true,
          index: true,
          admin: { date: dateTime },
        },
        {
          name: 'endsAt',
          type: 'date',
          label: 'Окончание',
          admin: { date: dateTime },
          validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: Partial<Event> }) =>
            !value ||
            !siblingData.startsAt ||
            new Date(value) >= new Date(siblingData.startsAt) ||
            'Окончание не может быть раньше начала',
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'venue', type: 'text', label: 'Площадка' },
        addressField(),
        { name: 'ageLimit', type: 'select', label: 'Возраст', options: [...AGE_LIMITS] },
      ],
    },
    {
      // Derived, so the date filters are one indexed comparison: the end, or the end of the first day.
      name: 'finishesAt',
      type: 'date',
      label: 'Окончание (для фильтров)',
      index: true,
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) =>
            siblingData.startsAt ? finishesAt(String(siblingData.startsAt), siblingData.endsAt as string | null) : null,
        ],
      },
    },
    priceFromField(),
    { name: 'ticketUrl', type: 'text', label: 'Ссылка на билеты (https)', validate: httpsOrEmpty },
    ...commonContentFields(),
    locationField(),
    seoField(),
    sortField(),
  ],
})

function httpsOrEmpty(value: string | null | undefined) {
  return !value || /^https:\/\/\S+$/.test(value) || 'Нужна ссылка, начинающаяся с https://'
}

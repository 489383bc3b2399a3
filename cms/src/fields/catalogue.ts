import type { Field, GroupField } from 'payload'

/**
 * Fields the catalogue collections share (events, tours, places, beaches…). Each collection
 * composes them with its own, so the contract can map every collection with the same helpers
 * and editors see the same labels everywhere.
 */

/** 'HH:MM' on a 24-hour clock. */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/

const timeValidate = (value: string | null | undefined) =>
  !value || TIME_PATTERN.test(value) || 'Время в формате ЧЧ:ММ, например 09:30'

export const titleField = (label = 'Название'): Field => ({ name: 'title', type: 'text', label, required: true })

export const sortField = (): Field => ({
  name: 'sort',
  type: 'number',
  label: 'Порядок в списке',
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: 'Меньше — выше в списке' },
})

export const summaryField = (): Field => ({
  name: 'summary',
  type: 'textarea',
  label: 'Краткое описание',
  maxLength: 300,
  admin: { description: 'Для карточки в списке и для поисковиков, до 300 символов' },
})

export const descriptionField = (): Field => ({ name: 'description', type: 'richText', label: 'Подробное описание' })

export const previewField = (): Field => ({
  name: 'previewPicture',
  type: 'upload',
  relationTo: 'media',
  label: 'Превью',
})

export const galleryField = (): Field => ({
  name: 'gallery',
  type: 'array',
  label: 'Галерея',
  labels: { singular: 'Фото', plural: 'Фото' },
  fields: [{ name: 'image', type: 'upload', relationTo: 'media', label: 'Фото', required: true }],
})

export const addressField = (): Field => ({ name: 'address', type: 'text', label: 'Адрес' })

export const phoneField = (): Field => ({ name: 'phone', type: 'text', label: 'Телефон' })

export const websiteField = (): Field => ({
  name: 'website',
  type: 'text',
  label: 'Сайт (https)',
  validate: (value: string | null | undefined) =>
    !value || /^https:\/\/\S+$/.test(value) || 'Нужна ссылка, начинающаяся с https://',
})

const latitude = { name: 'lat', type: 'number', label: 'Широта', min: -90, max: 90 } as const
const longitude = { name: 'lon', type: 'number', label: 'Долгота', min: -180, max: 180 } as const

/** Where the object is; both coordinates or neither, so the map never gets half a point. */
export const locationField = (): GroupField => ({
  name: 'location',
  type: 'group',
  label: 'Место на карте',
  validate: (value: unknown) => {
    const { lat, lon } = (value ?? {}) as { lat?: number | null; lon?: number | null }
    const given = [lat, lon].filter((v) => typeof v === 'number').length
    return given !== 1 || 'Укажите и широту, и долготу'
  },
  fields: [{ type: 'row', fields: [latitude, longitude] }],
})

/** Opening hours as docs/spec.md#9-business-constants-and-limits writes them: 'Круглосуточно' or 'С {from} до {to}'. */
export const workingHoursField = (): GroupField => ({
  name: 'workingHours',
  type: 'group',
  label: 'Часы работы',
  fields: [
    { name: 'allDay', type: 'checkbox', label: 'Круглосуточно', defaultValue: false },
    {
      type: 'row',
      fields: [
        { name: 'from', type: 'text', label: 'С', validate: timeValidate, admin: { placeholder: '08:00' } },
        { name: 'to', type: 'text', label: 'До', validate: timeValidate, admin: { placeholder: '20:00' } },
      ],
    },
  ],
})

export const priceFromField = (label = 'Цена от, ₽'): Field => ({
  name: 'priceFrom',
  type: 'number',
  label,
  min: 0,
  admin: { description: '0 — бесплатно; пусто — цена не указана' },
})

/** What search engines show for the page: its title and description tags, when not the item's own. */
export const SEO_FIELDS: Field[] = [
  { name: 'title', type: 'text', label: 'Заголовок в поиске', admin: { description: 'Пусто — заголовок материала' } },
  {
    name: 'description',
    type: 'textarea',
    label: 'Описание в поиске',
    admin: { description: 'Пусто — краткое описание' },
  },
]

export const seoField = (): GroupField => ({
  name: 'seo',
  type: 'group',
  label: 'SEO',
  fields: [...SEO_FIELDS],
})

/** The fields every catalogue item has, in the order editors fill them. */
export const commonContentFields = (): Field[] => [summaryField(), previewField(), descriptionField(), galleryField()]

import type { CollectionConfig } from 'payload'

import { isEditor, publishedOrEditor } from '@/access'
import { SEO_FIELDS } from '@/fields/catalogue'
import { slugField } from '@/fields/slug'
import { previewAdmin } from '@/preview/link'
import { withSearchIndex } from '@/search/sync'
import { EDITORIAL_EDIT_COMPONENTS, EDITORIAL_VERSIONS } from '@/collections/versions'
import { revalidateMagazine } from './hooks/revalidate'
import { MAGAZINE_TYPES } from './types'

/** Journal articles: every field of "Journal detail" in docs/spec.md#3-entities-and-their-fields, with drafts. */
export const Magazines: CollectionConfig = {
  slug: 'magazines',
  labels: { singular: 'Статья журнала', plural: 'Журнал курорта' },
  admin: {
    useAsTitle: 'name',
    group: 'Журнал курорта',
    defaultColumns: ['name', 'type', 'category', '_status', 'publishedAt'],
    ...previewAdmin('magazines'),
    components: { edit: EDITORIAL_EDIT_COMPONENTS },
  },
  defaultSort: 'sort',
  versions: EDITORIAL_VERSIONS,
  access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
  hooks: withSearchIndex('magazines', {
    afterChange: [revalidateMagazine.afterChange],
    afterDelete: [revalidateMagazine.afterDelete],
  }),
  fields: [
    { name: 'name', type: 'text', label: 'Заголовок', required: true },
    {
      type: 'row',
      fields: [
        slugField({ from: 'name' }),
        {
          name: 'type',
          type: 'select',
          label: 'Тип',
          required: true,
          defaultValue: 'stati',
          index: true,
          options: MAGAZINE_TYPES.map((t) => ({ value: t.value, label: t.label })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'relationship',
          relationTo: 'magazine-categories',
          label: 'Категория',
          required: true,
          index: true,
        },
        { name: 'sort', type: 'number', label: 'Порядок в списке', defaultValue: 100, index: true },
        {
          name: 'publishedAt',
          type: 'date',
          label: 'Дата публикации',
          admin: { date: { displayFormat: 'dd.MM.yyyy' } },
        },
      ],
    },
    { name: 'description', type: 'textarea', label: 'Краткое описание' },
    { name: 'previewPicture', type: 'upload', relationTo: 'media', label: 'Превью' },
    { name: 'text', type: 'richText', label: 'Текст' },
    {
      name: 'contentBlocks',
      type: 'array',
      label: 'Блоки контента',
      labels: { singular: 'Блок', plural: 'Блоки' },
      fields: [
        { name: 'title', type: 'text', label: 'Заголовок' },
        { name: 'description', type: 'textarea', label: 'Описание' },
        { name: 'picture', type: 'upload', relationTo: 'media', label: 'Изображение' },
        {
          name: 'items',
          type: 'array',
          label: 'Пункты',
          labels: { singular: 'Пункт', plural: 'Пункты' },
          fields: [{ name: 'item', type: 'text', label: 'Пункт', required: true }],
        },
      ],
    },
    {
      name: 'gallery',
      type: 'array',
      label: 'Галерея',
      labels: { singular: 'Фото', plural: 'Фото' },
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', label: 'Фото', required: true }],
    },
    {
      name: 'videos',
      type: 'array',
      label: 'Видео',
      labels: { singular: 'Видео', plural: 'Видео' },
      fields: [
        { name: 'title', type: 'text', label: 'Название' },
        {
          name: 'url',
          type: 'text',
          label: 'Ссылка (https)',
          required: true,
          validate: (value: string | null | undefined) =>
            /^https:\/\//.test(value ?? '') || 'Нужна ссылка, начинающаяся с https://',
        },
      ],
    },
    {
      name: 'location',
      type: 'group',
      label: 'Место на карте',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'lat', type: 'number', label: 'Широта', min: -90, max: 90 },
            { name: 'lon', type: 'number', label: 'Долгота', min: -180, max: 180 },
          ],
        },
      ],
    },
    {
      name: 'seo',
      type: 'group',
      label: 'SEO',
      fields: [...SEO_FIELDS],
    },
  ],
}

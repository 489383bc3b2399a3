import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from '@/access'
import { SEARCH_ENTITIES, type SearchEntity } from '@/search/types'

const ENTITY_LABELS: Record<SearchEntity, string> = {
  beach: 'Пляж',
  urban: 'Инфраструктура',
  place: 'Интересное место',
  route: 'Пеший маршрут',
  event: 'Афиша',
  camera: 'Онлайн-камера',
  'clickpass-products': 'Экскурсия или тур',
  magazine: 'Журнал',
}

/**
 * The search index (GET /v1/search): one row per published catalogue or journal document,
 * written only by the hooks of the indexed collections and by the seed's `reindexAll`
 * (src/search/sync.ts). Editors may look, never write: a row is a copy, and the next save of its
 * document would overwrite any change.
 */
export const SearchDocuments: CollectionConfig = {
  slug: 'search-documents',
  labels: { singular: 'Запись поиска', plural: 'Поисковый индекс' },
  admin: {
    group: 'Служебное',
    useAsTitle: 'title',
    defaultColumns: ['title', 'entity', 'slug', 'updatedAt'],
    description: 'Заполняется сам при публикации, снятии с публикации и удалении материалов.',
  },
  lockDocuments: false,
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  defaultSort: 'title',
  fields: [
    // `{entity}:{refId}`: what a hook looks a document's row up by.
    { name: 'key', type: 'text', label: 'Ключ', required: true, unique: true, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'entity',
          type: 'select',
          label: 'Тип',
          required: true,
          index: true,
          options: SEARCH_ENTITIES.map((value) => ({ value, label: ENTITY_LABELS[value] })),
        },
        { name: 'refId', type: 'number', label: 'ID материала', required: true },
        { name: 'slug', type: 'text', label: 'Адрес (slug)', required: true },
      ],
    },
    { name: 'title', type: 'text', label: 'Заголовок', required: true },
    { name: 'image', type: 'upload', relationTo: 'media', label: 'Изображение' },
    { name: 'data', type: 'json', label: 'Данные результата' },
    {
      type: 'row',
      fields: [
        { name: 'lat', type: 'number', label: 'Широта' },
        { name: 'lon', type: 'number', label: 'Долгота' },
      ],
    },
    { name: 'labels', type: 'textarea', label: 'Тип, категория, теги (нормализованы)' },
    { name: 'text', type: 'textarea', label: 'Текст для поиска (нормализован)' },
  ],
}

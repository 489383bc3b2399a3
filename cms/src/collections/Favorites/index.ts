import type { CollectionConfig } from 'payload'

import { FAVORITE_ENTITIES, FAVORITE_ENTITY_LABELS } from '@anapa/shared/favorites/entities'
import { editorOrOwnerViaContract, nobody, residentViaContract } from '@/access'
import { ownerField } from '@/fields/owner'

/**
 * A resident's favourites, written only through the contract (/v1/favorites). The item is
 * kept as its entity and its document id rather than a polymorphic relationship: the id survives
 * the item's deletion (a relationship would be nulled), so the list can still say «Больше
 * недоступно» with the title and key remembered here, and (owner, entity, item_id) can carry a
 * unique index, which a relationship row cannot.
 */
export const Favorites: CollectionConfig = {
  slug: 'favorites',
  labels: { singular: 'Избранное', plural: 'Избранное' },
  admin: {
    group: 'Жители',
    useAsTitle: 'title_snapshot',
    defaultColumns: ['title_snapshot', 'entity', 'owner', 'createdAt'],
    description: 'Что жители добавили в избранное. Жители добавляют и убирают избранное сами, на сайте.',
  },
  access: {
    read: editorOrOwnerViaContract,
    create: residentViaContract,
    update: nobody,
    delete: editorOrOwnerViaContract,
  },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['owner', 'entity', 'item_id'], unique: true }],
  fields: [
    ownerField,
    {
      name: 'entity',
      type: 'select',
      label: 'Раздел',
      required: true,
      options: FAVORITE_ENTITIES.map((value) => ({ value, label: FAVORITE_ENTITY_LABELS[value] })),
      admin: { readOnly: true },
    },
    { name: 'item_id', type: 'number', label: 'Номер документа', required: true, admin: { readOnly: true } },
    {
      name: 'slug',
      type: 'text',
      label: 'Адрес (slug или номер)',
      required: true,
      admin: { readOnly: true, description: 'Ключ страницы на момент добавления' },
    },
    {
      name: 'title_snapshot',
      type: 'text',
      label: 'Название',
      required: true,
      admin: { readOnly: true, description: 'Название на момент добавления: показывается, если страницу сняли' },
    },
  ],
}

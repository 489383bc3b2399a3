import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '@/access'
import { slugField } from '@/fields/slug'
import { revalidateMagazineCategory } from './revalidate'

/**
 * Journal categories (docs/spec.md#2-screens-and-routes: plyazhi, turizm, vinodelie, dostoprimechatelnosti,
 * razvlecheniya, detyam).
 */
export const MagazineCategories: CollectionConfig = {
  slug: 'magazine-categories',
  labels: { singular: 'Категория журнала', plural: 'Категории журнала' },
  admin: { useAsTitle: 'name', group: 'Журнал курорта', defaultColumns: ['name', 'slug', 'sort'] },
  defaultSort: 'sort',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [revalidateMagazineCategory.afterChange],
    afterDelete: [revalidateMagazineCategory.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', label: 'Название', required: true },
    slugField({ from: 'name' }),
    { name: 'sort', type: 'number', label: 'Порядок', defaultValue: 100, index: true },
  ],
}

import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '@/access'

/** Topics of appeals to the care service: editors keep the list, residents pick one. */
export const AppealTopics: CollectionConfig = {
  slug: 'appeal-topics',
  labels: { singular: 'Тема обращения', plural: 'Темы обращений' },
  admin: {
    group: 'Обращения',
    useAsTitle: 'name',
    defaultColumns: ['name', 'order'],
  },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', label: 'Название', required: true, unique: true, maxLength: 100 },
    {
      name: 'order',
      type: 'number',
      label: 'Порядок',
      defaultValue: 100,
      admin: { description: 'Темы показываются по возрастанию' },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from '@/access'

/** Topics of appeals to the care service: editors keep the list, residents pick one. */
export const AppealTopics: CollectionConfig = {
  slug: 'appeal-topics',
  labels: { singular: 'Тема обращения', plural: 'Темы обращений' },
  admin: {
    group: 'Обращения',
    useAsTitle: 'name',
    defaultColumns: ['name', 'personal', 'order'],
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
    {
      name: 'personal',
      type: 'checkbox',
      label: 'Личная тема',
      defaultValue: false,
      admin: {
        description:
          'Обращения по личной теме по умолчанию не публикуются; житель может сам сделать обращение публичным. Остальные темы по умолчанию публичны.',
      },
    },
    {
      name: 'description',
      type: 'textarea',
      label: 'Описание',
      maxLength: 500,
      admin: { description: 'С какими проблемами обращаться по этой теме. Видно партнёрским приложениям (Open311).' },
    },
    {
      name: 'keywords',
      type: 'text',
      label: 'Ключевые слова',
      maxLength: 300,
      admin: {
        description: 'Через запятую, например «яма, асфальт, тротуар». Для поиска темы в партнёрских приложениях.',
      },
    },
  ],
}

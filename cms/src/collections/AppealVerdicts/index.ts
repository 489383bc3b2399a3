import type { CollectionConfig } from 'payload'

import { APPEAL_VERDICT_LABELS, APPEAL_VERDICTS } from '@anapa/shared/appeals/verdict'
import { isEditor, nobody } from '@/access'
import { DAY_AND_TIME } from '@/fields/dayAndTime'
import { appealRelation, customerRelation } from '@/fields/recordRelation'

/**
 * The residents' say after «Решено» (docs/decisions/0053-duplicates-followers-and-verdicts.md): the
 * author or a supporter confirms the problem is gone or disputes it, once per resolution, within
 * 15 days (@anapa/shared/appeals/verdict). Written by the contract's code only
 * (POST /v1/appeals/verdicts); the care service reads them here and on the appeal's page.
 */
export const AppealVerdicts: CollectionConfig = {
  slug: 'appeal-verdicts',
  labels: { singular: 'Оценка решения', plural: 'Оценки решений' },
  admin: {
    group: 'Обращения',
    defaultColumns: ['appeal', 'verdict', 'note', 'customer', 'createdAt'],
    description:
      'Как жители оценили решённые обращения. «Не решено» возвращает обращение в работу: комментарий жителя — в истории обращения.',
  },
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  indexes: [{ fields: ['appeal', 'customer', 'resolved_at'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        appealRelation(),
        {
          name: 'verdict',
          type: 'select',
          label: 'Оценка',
          required: true,
          options: APPEAL_VERDICTS.map((value) => ({ value, label: APPEAL_VERDICT_LABELS[value] })),
          admin: { readOnly: true },
        },
        customerRelation(),
      ],
    },
    { name: 'note', type: 'textarea', label: 'Комментарий жителя', maxLength: 1000, admin: { readOnly: true } },
    {
      name: 'photos',
      type: 'upload',
      relationTo: 'appeal-photos',
      hasMany: true,
      maxRows: 5,
      label: 'Фото жителя',
      admin: { readOnly: true },
    },
    {
      name: 'resolved_at',
      type: 'date',
      label: 'Решение от',
      required: true,
      admin: { readOnly: true, description: 'Запись истории «Решено», которую оценил житель', ...DAY_AND_TIME },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { isEditor, nobody } from '@/access'
import { revalidateSupportedAppeal } from '@/appeals/revalidatePublic'
import { appealRelation, customerRelation } from '@/fields/recordRelation'

/**
 * Residents who support an appeal («Поддержать»): they follow it and get its news like its author,
 * linked to its public page (docs/decisions/0053-duplicates-followers-and-verdicts.md). Rows are
 * written by the contract's code only (/v1/appeals/followed, and the merge of a duplicate into its
 * original); editors read them, residents never reach them through Payload's REST.
 */
export const AppealFollowers: CollectionConfig = {
  slug: 'appeal-followers',
  labels: { singular: 'Сторонник обращения', plural: 'Сторонники обращений' },
  admin: {
    group: 'Обращения',
    defaultColumns: ['appeal', 'customer', 'via', 'createdAt'],
    description:
      'Жители, которые поддержали обращение: им приходят новости о нём. Жители поддерживают обращения сами, на сайте; ' +
      'когда обращение закрывают как дубликат, его автор и сторонники становятся сторонниками исходного.',
  },
  access: { read: isEditor, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  hooks: { afterChange: [revalidateSupportedAppeal.afterChange], afterDelete: [revalidateSupportedAppeal.afterDelete] },
  indexes: [{ fields: ['appeal', 'customer'], unique: true }],
  fields: [
    appealRelation(),
    customerRelation(),
    {
      name: 'via',
      type: 'select',
      label: 'Как',
      required: true,
      defaultValue: 'follow',
      options: [
        { value: 'follow', label: 'Нажал «Поддержать»' },
        { value: 'merge', label: 'Перенесён из дубликата' },
      ],
      admin: { readOnly: true },
    },
  ],
}

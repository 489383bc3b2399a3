import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { REDIRECT_ITEM_COLLECTIONS } from '@anapa/shared/redirects/rules'
import type { Field, Plugin } from 'payload'

import { isEditor } from '@/access'
import { revalidateRedirect } from './revalidate'
import { slugChangeRedirects } from './slugChange'
import { normalizeRedirect, refuseBadRule, ruleFieldValidator } from './validate'

/** Russian labels over the plugin's English ones (it ships no Russian), field by field. */
function inRussian(fields: Field[]): Field[] {
  return fields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'from' && field.type === 'text') {
      return {
        ...field,
        label: 'Откуда (путь на сайте)',
        validate: ruleFieldValidator('from'),
        admin: {
          description:
            'Путь без домена и параметров, например /zhurnal-kurorta/stati/staraya-statya. Правило действует для адресов, где нет страницы, и для страниц статей и объектов каталога, которые вы хотите увести на другой адрес.',
        },
      }
    }
    if (field.name === 'to' && field.type === 'group') {
      return {
        ...field,
        label: 'Куда',
        fields: field.fields.map((sub): Field => {
          if (!('name' in sub)) return sub
          if (sub.name === 'type' && sub.type === 'radio') {
            return {
              ...sub,
              label: 'Тип назначения',
              options: [
                { label: 'Статья или объект каталога', value: 'reference' },
                { label: 'Адрес на сайте или внешний https://', value: 'custom' },
              ],
            }
          }
          if (sub.name === 'reference' && sub.type === 'relationship') {
            return {
              ...sub,
              label: 'Статья или объект (адрес следует за ним)',
              validate: ruleFieldValidator('to.reference'),
            } as Field
          }
          if (sub.name === 'url' && sub.type === 'text') {
            return {
              ...sub,
              label: 'Адрес',
              validate: ruleFieldValidator('to.url'),
              admin: {
                ...sub.admin,
                placeholder: '/plyazhi или https://…',
                description: 'Путь на сайте, начинающийся с «/», или внешний адрес — только https://',
              },
            }
          }
          return sub
        }),
      }
    }
    return field
  })
}

/**
 * Editor-managed redirects: Payload's redirects plugin gives the `redirects` collection
 * (source path, target document or address, permanent or temporary); our hooks validate each rule
 * (one hop, no loop, https only, no API or cabinet paths) and re-render its source page on the site.
 */
export const redirects: Plugin[] = [
  redirectsPlugin({
    collections: [...REDIRECT_ITEM_COLLECTIONS],
    redirectTypes: ['301', '302'],
    redirectTypeFieldOverride: {
      label: 'Вид перенаправления',
      defaultValue: '301',
      options: [
        { label: 'Постоянное (301)', value: '301' },
        { label: 'Временное (302)', value: '302' },
      ],
    },
    overrides: {
      labels: { singular: 'Перенаправление', plural: 'Перенаправления' },
      admin: { group: 'Сайт', useAsTitle: 'from', defaultColumns: ['from', 'to.type', 'type', 'updatedAt'] },
      // The rule table is public (the site reads it through the contract); only editors change it.
      access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
      hooks: {
        beforeValidate: [normalizeRedirect],
        beforeChange: [refuseBadRule],
        afterChange: [revalidateRedirect.afterChange],
        afterDelete: [revalidateRedirect.afterDelete],
      },
      fields: ({ defaultFields }) => inRussian(defaultFields),
    },
  }),
  slugChangeRedirects,
]

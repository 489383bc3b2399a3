import type { CollectionConfig } from 'payload'

import { isEditor, publishedOrEditor } from '@/access'
import { previewAdmin } from '@/preview/link'
import { EDITORIAL_EDIT_COMPONENTS, EDITORIAL_VERSIONS } from './versions'

type Options = Pick<CollectionConfig, 'slug' | 'labels' | 'fields' | 'hooks'> & {
  group: string
  defaultColumns: string[]
}

/**
 * A public catalogue collection: drafts that editors publish, readable by anyone once published,
 * written by editors only, ordered by `sort`.
 */
export function catalogueCollection({ slug, labels, fields, hooks, group, defaultColumns }: Options): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      group,
      defaultColumns: [...defaultColumns, '_status'],
      ...previewAdmin(slug),
      components: { edit: EDITORIAL_EDIT_COMPONENTS },
    },
    defaultSort: 'sort',
    versions: EDITORIAL_VERSIONS,
    access: { read: publishedOrEditor, create: isEditor, update: isEditor, delete: isEditor },
    hooks,
    fields,
  }
}

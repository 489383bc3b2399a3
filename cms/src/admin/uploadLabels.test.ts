import type { CollectionConfig, Field } from 'payload'

import { UPLOAD_FIELD_LABELS, withRussianUploadLabels } from './uploadLabels'

const byName = (fields: Field[], name: string) =>
  fields.find((f) => 'name' in f && f.name === name) as
    (Field & { label?: string; fields?: Field[]; admin?: { disableListColumn?: boolean } }) | undefined

describe('withRussianUploadLabels', () => {
  // As the storage plugin leaves an upload collection: its URL field, its sizes and its own fields.
  const media: CollectionConfig = {
    slug: 'media',
    upload: { imageSizes: [{ name: 'card', width: 640, height: 400 }] },
    fields: [
      { name: 'alt', type: 'text', label: 'Описание изображения' },
      { name: 'url', type: 'text', label: 'URL', admin: { hidden: true } },
      {
        name: 'sizes',
        type: 'group',
        fields: [{ name: 'card', type: 'group', fields: [{ name: 'url', type: 'text', label: 'URL' }] }],
      },
      { name: 'prefix', type: 'text', admin: { hidden: true } },
      { name: '_objectKey', type: 'text', admin: { hidden: true } },
    ],
  }

  it('labels in Russian what Payload and the storage plugin add, and only that', () => {
    const { fields } = withRussianUploadLabels(media)
    expect(byName(fields, 'alt')!.label).toBe('Описание изображения')
    for (const name of ['url', 'thumbnailURL', 'mimeType', 'prefix', '_objectKey']) {
      expect(byName(fields, name)!.label).toBe(UPLOAD_FIELD_LABELS[name])
    }
    expect(byName(fields, 'url')!.admin).toEqual({ hidden: true })
  })

  it('names an image size by its dimensions, with its own fields in Russian', () => {
    const sizes = byName(withRussianUploadLabels(media).fields, 'sizes')!
    expect(sizes.label).toBe('Размеры')
    const card = byName(sizes.fields!, 'card')!
    expect(card.label).toBe('Размер 640×400')
    expect(byName(card.fields!, 'url')!.label).toBe('Адрес файла')
    expect(byName(card.fields!, 'mimeType')!.label).toBe('Тип файла')
  })

  it('keeps the storage’s bookkeeping out of the list’s columns', () => {
    const { fields } = withRussianUploadLabels(media)
    expect(byName(fields, 'prefix')!.admin).toEqual({ hidden: true, disableListColumn: true })
    expect(byName(fields, '_objectKey')!.admin).toEqual({ hidden: true, disableListColumn: true })
  })

  it('leaves a collection without uploads as it is', () => {
    const events: CollectionConfig = { slug: 'events', fields: [{ name: 'url', type: 'text', label: 'URL' }] }
    expect(withRussianUploadLabels(events)).toBe(events)
  })

  it('declares every field at most once', () => {
    const names = withRussianUploadLabels(media).fields.flatMap((f) => ('name' in f ? [f.name] : []))
    expect(new Set(names).size).toBe(names.length)
  })
})

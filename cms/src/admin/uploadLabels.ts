import type { CollectionConfig, Field, Plugin } from 'payload'

/**
 * Names of the fields Payload and the storage plugin give every upload collection, which they label
 * in English («URL», «MIME Type», «Thumbnail URL») or not at all («Prefix», «_object Key»): editors
 * meet them in the list's columns and filters. A field declared with the same name is merged into
 * Payload's own (its `mergeBaseFields`), so a label is all that changes; the storage plugin's fields
 * are already in the collection when this runs (after the plugins).
 */
export const UPLOAD_FIELD_LABELS: Readonly<Record<string, string>> = {
  url: 'Адрес файла',
  thumbnailURL: 'Адрес миниатюры',
  mimeType: 'Тип файла',
  prefix: 'Папка в хранилище',
  _objectKey: 'Ключ в хранилище',
}

/** Fields of the storage's own bookkeeping: never a useful list column. */
const STORAGE_FIELDS = new Set(['prefix', '_objectKey'])

type ImageSize = { name: string; width?: number | null; height?: number | null }

const sizeLabel = ({ width, height }: ImageSize) =>
  width && height ? `Размер ${width}×${height}` : width ? `Ширина ${width}` : height ? `Высота ${height}` : 'Размер'

function relabel(field: Field): Field {
  if (!('name' in field) || !UPLOAD_FIELD_LABELS[field.name]) return field
  return {
    ...field,
    label: UPLOAD_FIELD_LABELS[field.name],
    ...(STORAGE_FIELDS.has(field.name) ? { admin: { ...field.admin, disableListColumn: true } } : {}),
  } as Field
}

const flatField = (name: string): Field => ({ name, type: 'text', label: UPLOAD_FIELD_LABELS[name] })

/** Labelled fields named `names` that `fields` lacks: Payload merges them into its own by name. */
const missing = (fields: Field[], names: string[]): Field[] => {
  const named = new Set(fields.flatMap((field) => ('name' in field ? [field.name] : [])))
  return names.filter((name) => !named.has(name)).map(flatField)
}

/** The group of one image size: its own name («card») would be shown as «Card». */
function sizeGroup(size: ImageSize, existing: Field | undefined): Field {
  const fields = existing && existing.type === 'group' ? existing.fields.map(relabel) : []
  return {
    ...(existing && existing.type === 'group' ? existing : {}),
    name: size.name,
    type: 'group',
    label: sizeLabel(size),
    fields: [...fields, ...missing(fields, ['url', 'mimeType'])],
  } as Field
}

/** An upload collection's fields with those Payload adds labelled in Russian; others untouched. */
export function withRussianUploadLabels(collection: CollectionConfig): CollectionConfig {
  if (!collection.upload) return collection
  const sizes = typeof collection.upload === 'object' ? (collection.upload.imageSizes ?? []) : []
  const existingSizes = collection.fields.find((field) => 'name' in field && field.name === 'sizes')
  const sizeFields = existingSizes?.type === 'group' ? existingSizes.fields : []
  const sizesGroup: Field | null =
    sizes.length > 0
      ? ({
          ...(existingSizes ?? {}),
          name: 'sizes',
          type: 'group',
          label: 'Размеры',
          fields: sizes.map((size) =>
            sizeGroup(
              size,
              sizeFields.find((f) => 'name' in f && f.name === size.name),
            ),
          ),
        } as Field)
      : null
  const fields = collection.fields.filter((field) => field !== existingSizes).map(relabel)
  return {
    ...collection,
    fields: [...fields, ...missing(fields, ['url', 'thumbnailURL', 'mimeType']), ...(sizesGroup ? [sizesGroup] : [])],
  }
}

/** The storage plugin's and Payload's upload fields in Russian, for every upload collection. */
export const russianUploadLabels: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withRussianUploadLabels),
})

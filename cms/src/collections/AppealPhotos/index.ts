import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'

import { editorOrOwnerViaContract, isEditor, isEditorUser } from '@/access'
import { blurRegionsError, toBlurRegions } from '@/appeals/blurRegions'
import { revalidatePhotoAppeals } from '@/appeals/revalidatePublic'
import { env } from '@/env'
import { ownerField } from '@/fields/owner'
import { deletePublicCopies, refreshPublicCopy } from './hooks/publicCopy'

/** Residents upload through the contract; editors upload answer photos in the admin. */
const editorOrResident: Access = ({ req }) =>
  isEditorUser(req.user) || (req.user?.collection === 'customers' && req.payloadAPI === 'local')

/**
 * Photos of appeals: a resident's photos of the problem and the editors' answer photos.
 * Private like the permit scans: files under APPEAL_PHOTOS_DIR (var/, never served as is) with
 * server-generated names, read through GET /v1/appeals/photos/{id} (the owner, or the author of the
 * appeal an answer photo belongs to) and Payload's access-checked file route in the admin. The
 * public sees an approved photo only as its blurred copy without metadata (appeals/publicCopy.ts,
 * docs/decisions/0056-photo-blur.md).
 */
export const AppealPhotos: CollectionConfig = {
  slug: 'appeal-photos',
  labels: { singular: 'Фото обращения', plural: 'Фото обращений' },
  admin: {
    group: 'Обращения',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'owner', 'attached', 'approved_for_public', 'createdAt'],
    description:
      'Фото жителей к обращениям и фото к ответам редакции. Публично показываются только фото публичных обращений с отметкой «Можно показывать публично».',
  },
  access: {
    read: editorOrOwnerViaContract,
    create: editorOrResident,
    // Editors approve photos for public view; nothing else of a photo is editable (fields below).
    update: isEditor,
    delete: editorOrOwnerViaContract,
  },
  upload: {
    staticDir: path.resolve(env.appealPhotosDir),
    mimeTypes: ['image/jpeg', 'image/png'],
    crop: false,
    focalPoint: false,
    imageSizes: [],
    displayPreview: true,
  },
  hooks: {
    afterChange: [refreshPublicCopy, revalidatePhotoAppeals],
    afterDelete: [deletePublicCopies],
    // Editors' uploads get the same random names as residents': the id is the file's only address.
    beforeOperation: [
      ({ operation, args }) => {
        if (operation === 'create' && args.data && !args.data.id) args.data.id = crypto.randomUUID()
        return args
      },
    ],
  },
  fields: [
    {
      name: 'id',
      type: 'text',
      label: 'Идентификатор',
      required: true,
      // The admin's upload form starts with one, so an editor's new answer photo passes validation.
      defaultValue: () => crypto.randomUUID(),
      admin: { readOnly: true },
    },
    // Answer photos have no resident owner: they belong to the editors' answer.
    { ...ownerField, required: false } as typeof ownerField,
    {
      name: 'attached',
      type: 'checkbox',
      label: 'Прикреплено к обращению',
      defaultValue: false,
      index: true,
      access: { update: () => false },
      admin: { readOnly: true, description: 'Неприкреплённые фото жителей удаляются через сутки' },
    },
    // docs/decisions/0051-public-appeals-and-open311.md: a photo is public only once an editor approves it.
    {
      name: 'approved_for_public',
      type: 'checkbox',
      label: 'Можно показывать публично',
      defaultValue: false,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Отметьте, только если на фото не осталось видимых лиц, номеров машин и других личных данных: скройте их в поле «Скрыть лица и номера». Без отметки фото видят только автор и редакция.',
      },
    },
    // docs/decisions/0056-photo-blur.md: the public copy blurs these areas; the original keeps them.
    {
      name: 'blur_regions',
      type: 'json',
      label: 'Скрыть лица и номера',
      defaultValue: [],
      validate: (value: unknown) => blurRegionsError(value) ?? true,
      hooks: {
        // Only the four numbers of each area are stored, whatever else an API client sent.
        beforeChange: [({ value }) => (blurRegionsError(value) === null ? toBlurRegions(value) : value)],
      },
      admin: {
        components: { Field: '/admin/components/blur/BlurRegionsField#BlurRegionsField' },
      },
    },
  ],
}

import path from 'node:path'
import type { Access, CollectionConfig } from 'payload'

import { editorOrOwnerViaContract, isEditor, isEditorUser } from '@/access'
import { revalidatePhotoAppeals } from '@/appeals/revalidatePublic'
import { env } from '@/env'
import { ownerField } from '@/fields/owner'

/** Residents upload through the contract; editors upload answer photos in the admin. */
const editorOrResident: Access = ({ req }) =>
  isEditorUser(req.user) || (req.user?.collection === 'customers' && req.payloadAPI === 'local')

/**
 * Photos of appeals: a resident's photos of the problem and the editors' answer photos.
 * Private like the permit scans: files under APPEAL_PHOTOS_DIR (var/, never served as is) with
 * server-generated names, read through GET /v1/appeals/photos/{id} (the owner, or the author of the
 * appeal an answer photo belongs to) and Payload's access-checked file route in the admin.
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
    afterChange: [revalidatePhotoAppeals],
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
          'Отметьте, только если на фото нет лиц, номеров машин и других личных данных. Без отметки фото видят только автор и редакция.',
      },
    },
  ],
}
